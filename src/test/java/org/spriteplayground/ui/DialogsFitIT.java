package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spriteplayground.Gui.onEdt;
import static org.spriteplayground.Gui.run;
import static org.spriteplayground.Gui.waitUntil;

import java.awt.Component;
import java.awt.Dimension;
import java.awt.GraphicsEnvironment;
import java.awt.Rectangle;
import java.awt.Window;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import javax.swing.AbstractButton;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JCheckBoxMenuItem;
import javax.swing.JMenu;
import javax.swing.SwingUtilities;
import javax.swing.UIManager;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.spriteplayground.AppWindows;
import org.spriteplayground.Gui;
import org.spriteplayground.ui.dialogs.FileDialogs;
import org.spriteplayground.ui.dialogs.HelpDialogs;

/**
 * At presentation ×2 on a 1024×768 screen every dialog the app opens fits the screen, its buttons
 * whole on it; and the View menu names each overlay as its switch in the side column does.
 */
@ExtendWith(AppWindows.class)
class DialogsFitIT {

    private static Journey you;

    @BeforeAll
    static void open() throws Exception {
        you = new Journey(Gui.open());
        run(() -> you.frame.setSize(new Dimension(1024, 768)));
        you.startAfresh();
        float menu = onEdt(() -> UIManager.getFont("defaultFont").getSize2D());
        you.press(KeyEvent.VK_P, AppActions.menuMask(), InputEvent.SHIFT_DOWN_MASK);
        you.press(KeyEvent.VK_P, AppActions.menuMask(), InputEvent.SHIFT_DOWN_MASK);
        waitUntil(() -> onEdt(() -> UIManager.getFont("defaultFont").getSize2D()) >= menu * 2, 5_000);
        Gui.settle();
    }

    @AfterAll
    static void close() {
        run(() -> Arrays.stream(Window.getWindows()).forEach(Window::dispose));
        Gui.open(); // Off again, for the next test's window
        run(() -> Arrays.stream(Window.getWindows()).forEach(Window::dispose));
    }

    @Test
    void theViewMenuAndTheSideColumnNameEachOverlayAlike() {
        Set<String> menu = onEdt(() -> {
            Set<String> names = new TreeSet<>();
            for (int i = 0; i < you.frame.getJMenuBar().getMenuCount(); i++) {
                JMenu m = you.frame.getJMenuBar().getMenu(i);
                if (m.getText().equals("View")) {
                    for (Component c : m.getMenuComponents()) {
                        if (c instanceof JCheckBoxMenuItem item && item.getAccelerator() != null && item.getAccelerator().getModifiers() == 0
                                && item.getAccelerator().getKeyCode() >= KeyEvent.VK_A && item.getAccelerator().getKeyCode() <= KeyEvent.VK_Z) {
                            names.add(item.getText());
                        }
                    }
                }
            }
            return names;
        });
        Set<String> side = onEdt(() -> {
            Set<String> names = new TreeSet<>();
            Gui.all(you.frame, c -> c instanceof JCheckBox && c.getName() != null && c.getName().startsWith("overlay:"))
                    .forEach(c -> names.add(((JCheckBox) c).getText()));
            return names;
        });
        assertThat(side).hasSize(org.spriteplayground.sim.Overlay.values().length);
        assertThat(menu).isEqualTo(side);
    }

    @Test
    void exportCanvasFits() {
        choose("Export canvas as PNG…");
        fits("Export canvas as PNG");
    }

    @Test
    void aboutFits() {
        later(() -> HelpDialogs.about(you.frame));
        fits("About Sprite Playground");
    }

    @Test
    void keysAndMouseFits() {
        later(() -> HelpDialogs.keys(you.frame, List.of()));
        fits("Keys and mouse");
    }

    @Test
    void anErrorWithALongPathFits() {
        String deep = "/home/a-teacher/Documents/school/year-nine/physics/collisions/unit-four/lesson-plans/worked/" + "very-long-folder-name/".repeat(4);
        later(() -> FileDialogs.error(you.frame, "Cannot save readouts.csv", new java.io.IOException(deep + "readouts.csv: Permission denied")));
        fits("Cannot save readouts.csv");
    }

    @Test
    void theFileChooserFits() {
        choose("Open sprite…");
        fits("Open sprite");
    }

    @Test
    void theExperimentFits() {
        choose("Experiment…");
        waitUntil(() -> onEdt(() -> Arrays.stream(Window.getWindows()).anyMatch(w -> w != you.frame && w.isShowing())), 5_000);
        String title = onEdt(() -> Arrays.stream(Window.getWindows()).filter(w -> w != you.frame && w.isShowing())
                .map(w -> ((java.awt.Dialog) w).getTitle()).findFirst().orElseThrow());
        fits(title);
    }

    /** Chooses the menu item named {@code text}, as a click on it would, without waiting for the dialog it opens. */
    private static void choose(String text) {
        javax.swing.JMenuItem item = onEdt(() -> {
            for (int i = 0; i < you.frame.getJMenuBar().getMenuCount(); i++) {
                for (Component c : you.frame.getJMenuBar().getMenu(i).getMenuComponents()) {
                    if (c instanceof JMenu sub) {
                        for (Component d : sub.getMenuComponents()) {
                            if (d instanceof javax.swing.JMenuItem m && text.equals(m.getText())) {
                                return m;
                            }
                        }
                    } else if (c instanceof javax.swing.JMenuItem m && text.equals(m.getText())) {
                        return m;
                    }
                }
            }
            throw new AssertionError("no menu item " + text);
        });
        later(item::doClick);
    }

    private static void later(Runnable modal) {
        SwingUtilities.invokeLater(modal);
    }

    /** Waits for the dialog titled {@code title}, checks it and its buttons lie on the screen, and closes it. */
    private static void fits(String title) {
        try {
            waitUntil(() -> you.dialog(title).isPresent(), 5_000);
            Gui.settle();
            onScreen(title, you.dialog(title).orElseThrow());
        } finally {
            you.closeDialogs();
        }
    }

    /** Checks that {@code dialog} and its buttons lie whole on the screen. */
    static void onScreen(String title, Window dialog) {
        Rectangle screen = onEdt(() -> GraphicsEnvironment.getLocalGraphicsEnvironment().getMaximumWindowBounds());
        Rectangle bounds = onEdt(dialog::getBounds);
        assertThat(screen.contains(bounds)).as("%s at %s on %s", title, bounds, screen).isTrue();
        List<Component> buttons = onEdt(() -> Gui.all(dialog, c -> c instanceof JButton b && b.isShowing() && b.getText() != null && !b.getText().isEmpty()));
        assertThat(buttons).as(title + "'s buttons").isNotEmpty();
        for (Component b : buttons) {
            Rectangle on = onEdt(() -> new Rectangle(b.getLocationOnScreen(), b.getSize()));
            assertThat(screen.contains(on) && bounds.contains(on)).as("%s's %s at %s", title, ((AbstractButton) b).getText(), on).isTrue();
        }
    }
}
