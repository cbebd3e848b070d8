package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spriteplayground.Gui.run;

import java.awt.Component;
import java.awt.Dimension;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.Window;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.Arrays;
import java.util.List;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JMenu;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.spriteplayground.Gui;
import org.spriteplayground.ui.chart.CanvasAndChart;
import org.spriteplayground.ui.chart.DrawnTexts;
import org.spriteplayground.ui.chart.TightnessChartPanel;
import org.spriteplayground.ui.side.SidePanel;

/** Presentation mode and full screen, in a real window driven with real keys. */
class PresentationIT {

    private Journey you;

    @BeforeEach
    void open() throws Exception {
        you = new Journey(Gui.open());
        run(() -> you.frame.setSize(new Dimension(1024, 768)));
        you.startAfresh();
    }

    @AfterEach
    void close() {
        run(() -> Arrays.stream(Window.getWindows()).forEach(Window::dispose));
        Gui.open(); // the usual size again, for the next test's window
        run(() -> Arrays.stream(Window.getWindows()).forEach(Window::dispose));
    }

    @Test
    void ctrlShiftPMakesEveryTextLargerAtOnceAndTheNextWindowRemembersIt() throws Exception {
        float menu = menuFontSize(you);
        float readout = readoutFontSize(you);

        nextSize(you);
        waitFor(() -> menuFontSize(you) > menu);
        assertThat(menuFontSize(you)).as("the menu at ×1.5").isEqualTo(menu * 1.5f);
        assertThat(readoutFontSize(you)).as("a readout at ×1.5").isEqualTo(readout * 1.5f);

        nextSize(you);
        waitFor(() -> menuFontSize(you) >= menu * 2);
        assertThat(readoutFontSize(you)).as("a readout at ×2").isEqualTo(readout * 2);
        assertThat(you.ask(() -> you.frame.getJMenuBar().isShowing())).isTrue();
        everythingInTheSideColumnShowsWhole(you, "×2 at 1024×768");

        run(you.frame::dispose);
        Journey again = new Journey(Gui.reopen());
        assertThat(menuFontSize(again)).as("the next window remembers ×2").isEqualTo(menu * 2);
        assertThat(readoutFontSize(again)).isEqualTo(readout * 2);
        run(() -> again.frame.setSize(new Dimension(1024, 768)));
        waitFor(() -> again.frame.getHeight() == 768);
        Gui.settle();
        everythingInTheSideColumnShowsWhole(again, "a new window at ×2, 1024×768");

        nextSize(again);
        waitFor(() -> menuFontSize(again) == menu);
        assertThat(readoutFontSize(again)).as("Off again").isEqualTo(readout);
    }

    @Test
    void atTwiceTheSizeOnASmallScreenTheStatusShowsWholeAndTheChartsTextsStandApart() {
        float menu = menuFontSize(you);
        nextSize(you);
        waitFor(() -> menuFontSize(you) > menu);
        nextSize(you);
        waitFor(() -> menuFontSize(you) >= menu * 2);
        Gui.settle();
        for (boolean paused : new boolean[] {false, true}) {
            if (paused) {
                you.press(KeyEvent.VK_SPACE);
                waitFor(you.model::paused);
                Gui.settle();
            }
            List<String> status = you.ask(() -> {
                javax.swing.text.JTextComponent strip = (javax.swing.text.JTextComponent) you.find("canvasStatus");
                return List.of(strip.getText().replace('\u00a0', ' ').split("\n"));
            });
            assertThat(status).as("the status at ×2, 1024×768, %s", paused ? "paused" : "running").isNotEmpty()
                    .noneMatch(line -> line.contains("…"));
            assertThat(String.join(" ", status)).contains("step ").contains("speed ");
        }
        TightnessChartPanel chart = (TightnessChartPanel) you.find("tightnessChart");
        Component view = you.find("tightnessChartView");
        CanvasAndChart split = (CanvasAndChart) chart.getParent();
        assertThat(you.ask(split::folded)).as("the chart folds at ×2 in 1024×768").isTrue();
        // Dragged up by the teacher as far as its least readable height: the canvas keeps its least height, and the
        // chart opens only if both fit (else it stays folded); where it opens, its texts stand apart.
        Point divider = you.ask(() -> {
            Component bar = ((javax.swing.plaf.basic.BasicSplitPaneUI) split.getUI()).getDivider();
            Point at = bar.getLocationOnScreen();
            return new Point(at.x + bar.getWidth() / 2, at.y + bar.getHeight() / 2);
        });
        int up = you.ask(() -> SidePanel.scaled(CanvasAndChart.CHART_MIN));
        you.drag(divider, 0, -up);
        Gui.settle();
        if (you.ask(split::folded)) {
            return;
        }
        Component canvasSide = you.ask(split::getTopComponent);
        assertThat(you.<Integer>ask(canvasSide::getHeight)).as("the canvas's side after the drag")
                .isGreaterThanOrEqualTo(you.ask(() -> (int) (CanvasAndChart.LEAST_SHARE * you.frame.getContentPane().getHeight())) - 4);
        waitFor(() -> chart.getHeight() >= up - 4);
        you.ask(() -> {
            view.repaint();
            return null;
        });
        Rectangle inside = new Rectangle(you.<java.awt.Dimension>ask(view::getSize));
        List<java.awt.geom.Rectangle2D> texts = you.ask(() -> DrawnTexts.of(chart, inside.width, inside.height).stream().map(DrawnTexts.Text::box).toList());
        assertThat(texts).as("the chart's texts").isNotEmpty();
        for (int i = 0; i < texts.size(); i++) {
            assertThat(inside.contains(texts.get(i))).as("chart text %s inside the chart %s", texts.get(i), inside).isTrue();
            for (int j = i + 1; j < texts.size(); j++) {
                assertThat(texts.get(i).intersects(texts.get(j))).as("chart texts %s and %s overlap", texts.get(i), texts.get(j)).isFalse();
            }
        }
    }

    @Test
    void f11CoversTheScreenAndF11AgainGivesTheWindowBack() {
        Rectangle windowed = you.ask(you.frame::getBounds);
        Rectangle screen = you.ask(() -> you.frame.getGraphicsConfiguration().getBounds());
        you.press(KeyEvent.VK_F11);
        waitFor(() -> you.frame.isShowing() && you.frame.getBounds().equals(screen));
        assertThat(you.ask(you.frame::isUndecorated)).as("no title bar in full screen").isTrue();
        you.click(you.find("canvas"));
        you.press(KeyEvent.VK_F11);
        waitFor(() -> you.frame.isShowing() && !you.frame.isUndecorated());
        Rectangle back = you.ask(you.frame::getBounds);
        assertThat(back).isEqualTo(windowed);
    }

    @Test
    void helpKeysListsTheNewKeysAsTheViewMenuShowsThem() {
        you.press(KeyEvent.VK_SLASH, InputEvent.SHIFT_DOWN_MASK);
        waitFor(() -> Arrays.stream(Window.getWindows()).anyMatch(w -> w instanceof javax.swing.JDialog && w.isShowing()));
        List<String> texts = you.ask(() -> Arrays.stream(Window.getWindows()).filter(w -> w instanceof javax.swing.JDialog && w.isShowing())
                .flatMap(w -> Gui.all((java.awt.Container) w, c -> c instanceof JLabel).stream()).map(c -> ((JLabel) c).getText()).toList());
        you.closeDialogs();
        assertThat(texts).contains("Ctrl+Shift+P", "Next presentation size", "F11", "Full screen");
    }

    /** Waits until {@code condition}, asked on the event thread, holds. */
    private static void waitFor(java.util.function.BooleanSupplier condition) {
        Gui.waitUntil(() -> Gui.onEdt(condition::getAsBoolean), 10_000);
    }

    private static void nextSize(Journey person) {
        person.press(KeyEvent.VK_P, AppActions.menuMask(), InputEvent.SHIFT_DOWN_MASK);
    }

    private static float menuFontSize(Journey person) {
        return person.ask(() -> {
            javax.swing.JMenuBar bar = person.frame.getJMenuBar();
            JMenu view = java.util.stream.IntStream.range(0, bar.getMenuCount()).mapToObj(bar::getMenu)
                    .filter(m -> m.getText().equals("View")).findFirst().orElseThrow(); // by name: Edit now comes before it
            return view.getFont().getSize2D();
        });
    }

    private static float readoutFontSize(Journey person) {
        return person.ask(() -> readouts(person).get(0).getFont().getSize2D());
    }

    private static List<Component> readouts(Journey person) {
        return Gui.all(person.frame, c -> c.getName() != null && c.getName().startsWith("readout:") && c instanceof JLabel && c.isShowing());
    }

    /** Every label, button and switch in the side column is as wide as its text needs, and within the column's width. */
    private static void everythingInTheSideColumnShowsWhole(Journey person, String where) {
        Component column = person.find("sideColumn");
        int columnWidth = person.ask(column::getWidth);
        for (Component c : person.ask(() -> Gui.all((java.awt.Container) column, k -> k.isShowing()
                && (k instanceof JLabel || k instanceof javax.swing.AbstractButton) && !((JComponent) k).getVisibleRect().isEmpty()))) {
            String name = c.getName() != null ? c.getName() : person.ask(() -> c instanceof JLabel l ? l.getText() : ((javax.swing.AbstractButton) c).getText());
            assertThat(person.ask(c::getWidth)).as("%s: %s is as wide as its text", where, name)
                    .isGreaterThanOrEqualTo(person.ask(() -> c.getPreferredSize().width));
            assertThat(person.ask(() -> ((JComponent) c).getVisibleRect().width)).as("%s: %s shows its whole width", where, name)
                    .isEqualTo(person.ask(c::getWidth));
        }
        for (String name : List.of("pauseButton", "stepButton", "resetButton", "speedSlider")) {
            JComponent c = (JComponent) person.find(name);
            assertThat(person.ask(c::getVisibleRect).width).as("%s: %s shows whole", where, name).isEqualTo(person.ask(c::getWidth));
            assertThat(person.ask(c::getWidth)).as("%s: %s is not squeezed", where, name).isGreaterThanOrEqualTo(person.ask(() -> c.getMinimumSize().width));
        }
        // Large type in a small window: the world gets most of the room, the chart folds below its divider.
        int content = person.ask(() -> person.frame.getContentPane().getHeight());
        assertThat(person.ask(() -> person.find("canvas").getHeight())).as("%s: the canvas's height of %d", where, content).isGreaterThan(content / 2);
        assertThat(person.ask(() -> person.find("tightnessChart").getHeight())).as("%s: the chart folded", where).isLessThan(20);
        assertThat(person.ask(() -> column.getX() + columnWidth)).as("%s: the column ends inside the window", where)
                .isLessThanOrEqualTo(person.ask(() -> person.frame.getContentPane().getWidth()));
    }
}
