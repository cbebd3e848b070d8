package org.spriteplayground.ui.classroom;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.List;
import javax.swing.JTable;
import javax.swing.JTextArea;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;
import org.spriteplayground.Gui;

/** The Class results window, on a real screen: the chart's bars, the table's numbers and the lines left out. */
class ClassResultsViewIT {

    private static Path sample(String name) throws Exception {
        return Path.of(ClassResultsViewIT.class.getResource("/org/spriteplayground/classroom/" + name).toURI());
    }

    @Test
    void threePupilsFilesShowAsChartTableAndLeftOutLines() throws Exception {
        List<Path> files = List.of(sample("pupil-ada.csv"), sample("pupil-ben.csv"), sample("pupil-chloe.csv"));
        ClassResultsView[] view = new ClassResultsView[1];
        SwingUtilities.invokeAndWait(() -> {
            view[0] = new ClassResultsView(null);
            view[0].add(files);
            view[0].setVisible(true);
        });
        try {
            long until = System.nanoTime() + 10_000_000_000L;
            int[] rows = {0};
            while (rows[0] < 2 && System.nanoTime() < until) {
                Thread.sleep(50);
                SwingUtilities.invokeAndWait(() -> rows[0] = view[0].model().getRowCount());
            }
            SwingUtilities.invokeAndWait(() -> {
                JTable table = (JTable) Gui.find(view[0], "classResults.table");
                assertThat(table.getRowCount()).isEqualTo(2);
                assertThat(table.getValueAt(0, 5)).isEqualTo("2 of 3 (67\u00a0%)");
                assertThat(((JTextArea) Gui.find(view[0], "classResults.leftOut")).getText()).contains("pupil-chloe.csv, line 3");
                Component chart = Gui.find(view[0], "classResults.chart");
                assertThat(chart.isShowing()).isTrue();
                BufferedImage image = new BufferedImage(chart.getWidth(), chart.getHeight(), BufferedImage.TYPE_INT_RGB);
                chart.paint(image.getGraphics());
                // The observed bar of the first question stands at 100 %: its sky blue is painted.
                assertThat(count(image, 0x56B4E9)).isGreaterThan(100);
            });
            // Adding a file merges into the results on show.
            SwingUtilities.invokeAndWait(() -> view[0].add(List.of(files.get(0))));
            Thread.sleep(500);
            SwingUtilities.invokeAndWait(() -> assertThat(view[0].model().getValueAt(0, 2)).isEqualTo(3));
        } finally {
            SwingUtilities.invokeAndWait(() -> view[0].dispose());
        }
    }

    /**
     * However many questions the class answered, the table shows them all while they take at most
     * half the window, no empty rows below, and scrolls only past that, the chart and the window
     * keeping their size.
     */
    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(ints = {1, 8, 80})
    void theTableShowsEveryQuestionTheWindowHasRoomFor(int questions, @org.junit.jupiter.api.io.TempDir Path folder) throws Exception {
        StringBuilder csv = new StringBuilder("pupil,lesson,question,scene,prediction,prediction_right,observation,observation_right,explanation,explanation_right,answered_at\n");
        for (int q = 1; q <= questions; q++) {
            csv.append("Ada,three-outcomes,preset-").append(q).append(",touching,touching,true,,,,,2026-11-30T09:07:40\n");
        }
        Path file = java.nio.file.Files.writeString(folder.resolve("pupil-ada.csv"), csv);
        ClassResultsView view = Gui.onEdt(() -> {
            ClassResultsView v = new ClassResultsView(null);
            v.add(List.of(file));
            v.setVisible(true);
            return v;
        });
        try {
            java.awt.Dimension size = Gui.onEdt(view::getSize);
            Gui.waitUntil(() -> Gui.onEdt(() -> view.model().getRowCount()) == questions, 10_000);
            Gui.settle();
            JTable table = (JTable) Gui.onEdt(() -> Gui.find(view, "classResults.table"));
            int row = Gui.onEdt(() -> table.getRowHeight(0));
            int seen = Gui.onEdt(() -> ((javax.swing.JViewport) table.getParent()).getExtentSize().height);
            int chart = Gui.onEdt(() -> Gui.find(view, "classResults.chart").getHeight());
            java.awt.Dimension now = Gui.onEdt(view::getSize);
            assertThat(now).as("the window's size").isEqualTo(size);
            assertThat(chart).as("the chart's height").isGreaterThanOrEqualTo(200);
            if (questions * row <= size.height / 2) {
                assertThat(seen).as("%d questions of %d px, seen in %d px", questions, row, seen).isBetween(questions * row, questions * row + row - 1);
            } else {
                assertThat(seen).as("%d questions of %d px, seen in %d px", questions, row, seen).isLessThan(questions * row)
                        .isGreaterThanOrEqualTo(ClassResultsView.LEAST_ROWS * row);
            }
        } finally {
            Gui.run(view::dispose);
        }
    }

    @Test
    void escClosesTheWindowAsItClosesTheExperimentWindow() throws Exception {
        ClassResultsView[] view = new ClassResultsView[1];
        SwingUtilities.invokeAndWait(() -> {
            view[0] = new ClassResultsView(null);
            view[0].setVisible(true);
        });
        try {
            SwingUtilities.invokeAndWait(() -> {
                java.awt.event.ActionListener esc = view[0].getRootPane()
                        .getActionForKeyStroke(javax.swing.KeyStroke.getKeyStroke(java.awt.event.KeyEvent.VK_ESCAPE, 0));
                assertThat(esc).as("what Esc does in the Class results window").isNotNull();
                esc.actionPerformed(new java.awt.event.ActionEvent(view[0].getRootPane(), java.awt.event.ActionEvent.ACTION_PERFORMED, "escape"));
                assertThat(view[0].isDisplayable()).as("the window after Esc").isFalse();
            });
        } finally {
            SwingUtilities.invokeAndWait(() -> view[0].dispose());
        }
    }

    private static int count(BufferedImage image, int rgb) {
        int n = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                n += (image.getRGB(x, y) & 0xFFFFFF) == rgb ? 1 : 0;
            }
        }
        return n;
    }
}
