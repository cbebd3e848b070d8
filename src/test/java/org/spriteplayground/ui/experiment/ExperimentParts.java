package org.spriteplayground.ui.experiment;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.util.List;
import javax.swing.JComponent;
import javax.swing.JPanel;
import javax.swing.JTextArea;
import javax.swing.SwingUtilities;
import org.spriteplayground.experiment.Experiment;
import org.spriteplayground.experiment.Theory;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.render.Palette;
import org.spriteplayground.sprite.SpriteAnalysis;
import org.spriteplayground.sprite.SpriteLibrary;
import org.spriteplayground.sprite.SpriteLoader;

/**
 * The Experiment window's parts made as {@link ExperimentDialog} makes them, for jet against jet,
 * made and laid out off screen by {@link ExperimentLayout} in the room a screen gives the window; with what
 * a person sees of them. Make on the event thread, after the look and the language are set.
 */
final class ExperimentParts {

    /** Every bundled sprite, as the dialog's lists offer them: the longest name sets the lists' width. */
    static final SpriteLibrary LIBRARY = SpriteLibrary.of(SpriteLoader.BUNDLED.stream().map(name -> SpriteLoader.bundled(name).sprite()).toList());

    private static final SpriteAnalysis JET = LIBRARY.get("jet");
    /**
     * A run of jet against jet, made once for every test that shows one, its counts as measured and its
     * timings those of a quiet machine (3.1–3.7 ns and the like): measured ones on a loaded machine run a
     * digit longer, and the layout tests would check a different table on every run.
     */
    private static final Experiment.Result RESULT = quiet(Experiment.run(JET, JET, 20_000, 1));

    private static Experiment.Result quiet(Experiment.Result measured) {
        List<Experiment.KindStats> stats = measured.stats().stream().map(k -> new Experiment.KindStats(k.kind(), k.tests(), k.hits(),
                k.falseAlarms(), k.misses(), 3.4 + k.kind().ordinal(), 3.1 + k.kind().ordinal(), 3.7 + k.kind().ordinal())).toList();
        return new Experiment.Result(measured.spriteA(), measured.spriteB(), measured.seed(), measured.trials(), stats);
    }

    final ExperimentLayout parts = new ExperimentLayout(LIBRARY, "jet", () -> { });
    final FalseAlarmMapPanel map = parts.map;
    final ExperimentTable table = parts.table;
    final ExperimentChart chart = parts.chart;
    final JTextArea theory = parts.theory;
    final JTextArea status = parts.status;
    final JPanel content = parts.content;

    /** Sizes the content as the window opens on a screen of this size (packed, kept within the screen less its frame) and lays it out. */
    void openOn(int screenWidth, int screenHeight) {
        java.awt.Dimension packed = content.getPreferredSize();
        content.setSize(Math.min(packed.width, screenWidth - 16), Math.min(packed.height, screenHeight - 40));
        layOut();
    }

    /** Lays the content out as often as a shown window would settle it. */
    void layOut() {
        org.spriteplayground.ui.LaidOut.layOut(content, 3);
    }

    /** Shows what a run of the default trials shows, as the dialog does when it finishes. */
    void showRun() {
        Experiment.Result result = RESULT;
        Theory exact = Theory.of(JET, JET);
        table.show(result, exact);
        theory.setText(Texts.format("experimentui.theory", exact.gap(result)));
        theory.setVisible(true);
        chart.show(result);
        status.setText(ExperimentDialog.done(result));
        layOut();
    }

    /** Returns the part of {@code c} a person sees in the window, in the content's coordinates (empty if none). */
    Rectangle seen(JComponent c) {
        Rectangle visible = c.getVisibleRect();
        for (java.awt.Component k = c; k != content; k = k.getParent()) {
            if (k == null || !k.isVisible()) {
                return new Rectangle();
            }
        }
        if (visible.isEmpty()) {
            return new Rectangle();
        }
        return SwingUtilities.convertRectangle(c, visible, content).intersection(new Rectangle(content.getSize()));
    }

    /** Returns the window's content as painted. */
    BufferedImage painted() {
        BufferedImage image = new BufferedImage(content.getWidth(), content.getHeight(), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        content.paint(g);
        g.dispose();
        return image;
    }

    /**
     * Returns how many rows of pixels of the chart's plot a person sees: rows, within the part of
     * the chart in view, where the plot's own background shows between or above the bars.
     */
    int plotRowsSeen() {
        Rectangle seen = seen(chart);
        if (seen.isEmpty()) {
            return 0;
        }
        BufferedImage image = painted();
        int plot = Palette.background().getRGB() | 0xFF000000;
        int rows = 0;
        for (int y = seen.y; y < seen.y + seen.height; y++) {
            int same = 0;
            for (int x = seen.x; x < seen.x + seen.width; x++) {
                same += (image.getRGB(x, y) | 0xFF000000) == plot ? 1 : 0;
            }
            rows += same >= seen.width / 20 ? 1 : 0;
        }
        return rows;
    }

    /** Returns whether the colour the plot is painted in differs from the window's, so that {@link #plotRowsSeen} can tell them apart. */
    static boolean plotStandsOut() {
        Color panel = javax.swing.UIManager.getColor("Panel.background");
        return panel == null || panel.getRGB() != Palette.background().getRGB();
    }
}
