package org.spriteplayground.ui.classroom;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.SwingUtilities;
import javax.swing.table.TableCellRenderer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.knowm.xchart.style.CategoryStyler;
import org.spriteplayground.AppWindows;
import org.spriteplayground.Gui;
import org.spriteplayground.classroom.AnswersCsv;
import org.spriteplayground.classroom.ClassChart;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.scene.PresetScenes;
import org.spriteplayground.ui.LaidOut;
import org.spriteplayground.ui.Presentation;
import org.spriteplayground.ui.dialogs.ScreenFit;

/**
 * The Class results window reads from the back of a room at every size a classroom has: laid out
 * as it opens on a 1600 × 1000 and on a 1024 × 768 screen, at every presentation size, in English,
 * German and French, its table shows every column with no sideways scroll bar, each header and cell
 * whole (as wide as its longest line and a space to the next column, as tall as its lines), for
 * the class of three pupils a teacher's walk met and for a class that answered every question
 * Predict asks, the longest names among them; and the chart writes every bar's share on it, a full
 * bar's within the plot. The window opens as large as its screen allows.
 */
@ExtendWith(AppWindows.class)
class ClassResultsReadableIT {

    static Stream<Arguments> cases() {
        return Stream.of(new int[] {1600, 1000}, new int[] {1024, 768}).flatMap(screen -> Stream.of("en", "de", "fr")
                .flatMap(language -> Stream.of(Presentation.values()).map(size -> Arguments.of(screen[0], screen[1], language, size))));
    }

    @AfterEach
    void reset() {
        Gui.run(LaidOut::reset);
    }

    @ParameterizedTest(name = "{0}×{1}, {2}, presentation {3}")
    @MethodSource("cases")
    void everyColumnAndEveryShareShows(int width, int height, String language, Presentation size, @TempDir Path folder) throws Exception {
        Gui.run(() -> LaidOut.use(language, size));
        Path walk = Path.of(ClassResultsReadableIT.class.getResource("/org/spriteplayground/classroom/class-of-three.csv").toURI());
        for (Path file : List.of(walk, everyQuestion(folder))) {
            ClassResultsView view = Gui.onEdt(() -> new ClassResultsView(null));
            try {
                Gui.run(() -> view.add(List.of(file)));
                Gui.waitUntil(() -> Gui.onEdt(() -> view.model().getRowCount()) > 0, 10_000);
                List<String> problems = Gui.onEdt(() -> {
                    // As it opens on that screen; made displayable but not shown, as the test's own screen is another size.
                    view.addNotify();
                    view.setBounds(0, 0, width, height);
                    LaidOut.layOut(view, 6);
                    List<String> found = tableProblems(view);
                    if (file == walk) {
                        found.addAll(chartProblems(view));
                    }
                    return found;
                });
                assertThat(problems).as("%s at %d × %d, %s, presentation %s", file.getFileName(), width, height, language, size).isEmpty();
            } finally {
                Gui.run(view::dispose);
            }
        }
    }

    @Test
    void theWindowOpensAsLargeAsItsScreenAllows() {
        ClassResultsView view = Gui.onEdt(() -> {
            ClassResultsView v = new ClassResultsView(null);
            v.setVisible(true);
            return v;
        });
        try {
            Gui.settle();
            java.awt.Rectangle bounds = Gui.onEdt(view::getBounds);
            assertThat(bounds).isEqualTo(Gui.onEdt(() -> ScreenFit.usable(view.getGraphicsConfiguration())));
        } finally {
            Gui.run(view::dispose);
        }
    }

    /** Returns a class CSV in which three pupils answered every preset of every lesson with Predict, and a late contact. */
    private static Path everyQuestion(Path folder) throws Exception {
        StringBuilder csv = new StringBuilder(AnswersCsv.HEADER).append('\n');
        List<String> questions = new ArrayList<>();
        for (String lesson : Lessons.predicting()) {
            for (int n = 1; PresetScenes.name(lesson, n).isPresent(); n++) {
                questions.add(lesson + ",preset-" + n + ",preset " + n);
            }
        }
        questions.add("flying-jets,next-contact,step 10000");
        String[] pupils = {"Ada", "Ben", "Cleo"};
        for (String question : questions) {
            for (int p = 0; p < pupils.length; p++) {
                // Everybody right at the first stage, two of three at the second, one at the third: "3 of 3 (100 %)", "2 of 3 (67 %)".
                csv.append(pupils[p]).append(',').append(question).append(",a,true,b,").append(p < 2).append(",c,").append(p < 1)
                        .append(",2026-11-30T09:00:00\n");
            }
        }
        return Files.writeString(folder.resolve("every-question.csv"), csv);
    }

    /** Returns what hides a number or a word of the table: a sideways scroll bar, a header or cell narrower or lower than its text. */
    private static List<String> tableProblems(ClassResultsView view) {
        List<String> found = new ArrayList<>();
        JTable table = (JTable) Gui.find(view, "classResults.table");
        JScrollPane scroll = (JScrollPane) SwingUtilities.getAncestorOfClass(JScrollPane.class, table);
        if (scroll.getHorizontalScrollBar().isVisible() || table.getWidth() > scroll.getViewport().getWidth()) {
            found.add("the table is " + table.getWidth() + " px wide in a view of " + scroll.getViewport().getWidth() + " px: it scrolls sideways");
        }
        int space = table.getFontMetrics(table.getFont()).stringWidth(" ") + table.getIntercellSpacing().width;
        for (int c = 0; c < table.getColumnCount(); c++) {
            int width = table.getColumnModel().getColumn(c).getWidth();
            TableCellRenderer renderer = table.getColumnModel().getColumn(c).getHeaderRenderer() != null
                    ? table.getColumnModel().getColumn(c).getHeaderRenderer() : table.getTableHeader().getDefaultRenderer();
            Component header = renderer.getTableCellRendererComponent(table, table.getColumnModel().getColumn(c).getHeaderValue(), false, false, -1, c);
            if (width < header.getPreferredSize().width + space || table.getTableHeader().getHeight() < header.getPreferredSize().height) {
                found.add("the header \"" + table.getColumnName(c) + "\" is " + width + " × " + table.getTableHeader().getHeight() + " px, it needs "
                        + (header.getPreferredSize().width + space) + " × " + header.getPreferredSize().height);
            }
            for (int r = 0; r < table.getRowCount(); r++) {
                Component cell = table.prepareRenderer(table.getCellRenderer(r, c), r, c);
                if (width < cell.getPreferredSize().width + space || table.getRowHeight(r) < cell.getPreferredSize().height) {
                    found.add("the cell \"" + table.getValueAt(r, c) + "\" is " + width + " × " + table.getRowHeight(r) + " px, it needs "
                            + (cell.getPreferredSize().width + space) + " × " + cell.getPreferredSize().height);
                }
            }
        }
        return found;
    }

    /** Returns what hides a share on the chart: bars that carry none, or a full bar's cut at the top of the plot. */
    private static List<String> chartProblems(ClassResultsView view) {
        List<String> found = new ArrayList<>();
        Component bars = Gui.find(view, "classResults.chart");
        BufferedImage image = new BufferedImage(Math.max(1, bars.getWidth()), Math.max(1, bars.getHeight()), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        bars.paint(g);
        g.dispose();
        ClassChart chart = view.chart();
        CategoryStyler styler = chart.getStyler();
        if (!styler.isLabelsVisible()) {
            found.add("the bars carry no shares, the chart " + bars.getWidth() + " × " + bars.getHeight() + " px");
            return found;
        }
        FontMetrics metrics = bars.getFontMetrics(styler.getLabelsFont());
        int label = styler.getLabelsRotation() == 0 ? metrics.getAscent() : metrics.stringWidth("100");
        double above = chart.getScreenYFromChart(100) - chart.getScreenYFromChart(styler.getYAxisMax());
        if (above < label) {
            found.add("a full bar's share needs " + label + " px above it, the plot has " + above);
        }
        return found;
    }
}
