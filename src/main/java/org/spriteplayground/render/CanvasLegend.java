package org.spriteplayground.render;

import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.Stroke;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sprite.BoundKind;

/**
 * The canvas's legend: one entry for each ink a frame painted, its line (or fill) beside its
 * name, written along the canvas's foot in rows as wide as the canvas. {@link Java2dDraw} records
 * every ink as it picks the ink's colour, and the legend is made from that record, so no colour
 * reaches the canvas without its entry. An ink whose marks were all too small to draw at this
 * zoom keeps its entry, saying so, so that a switched-on overlay never vanishes unexplained.
 */
public final class CanvasLegend {

    /** Screen pixels, at line scale 1, of a line sample, of the gap between entries, and of the box's inner margin. */
    private static final double SAMPLE = 26;
    private static final double GAP = 14;
    private static final double PAD = 5;

    private final Set<Ink> painted = EnumSet.noneOf(Ink.class);
    private final Set<Ink> tooSmall = EnumSet.noneOf(Ink.class);
    private boolean truth;

    /** Notes that marks in {@code ink} were painted; plain text ({@link Ink#TEXT}) says what it is and needs no entry. */
    void painted(Ink ink) {
        if (ink != Ink.TEXT) {
            painted.add(ink);
        }
    }

    /** Notes that marks in {@code ink} were left out, too small on this canvas to show what they bound. */
    void tooSmall(Ink ink) {
        tooSmall.add(ink);
    }

    /** Notes that the pixel-truth tint was painted. */
    void truth() {
        truth = true;
    }

    /** Returns the inks with an entry, in the order of {@link Ink}: those painted and those too small to paint. */
    public Set<Ink> inks() {
        Set<Ink> all = EnumSet.copyOf(painted);
        all.addAll(tooSmall);
        all.remove(Ink.TEXT);
        return all;
    }

    /** Returns whether the pixel-truth tint has an entry. */
    public boolean hasTruth() {
        return truth;
    }

    /** Returns the name an ink's entry gives it: a bound's own name for a bound's ink, else its {@code legend.ink.NAME} text. */
    public static String name(Ink ink) {
        for (BoundKind kind : BoundKind.values()) {
            if (kind != BoundKind.PIXELS && Ink.of(kind) == ink) {
                return kind.label();
            }
        }
        return Texts.text("legend.ink." + ink.name());
    }

    /** Returns the entries' texts in the order painted: each ink's name (with "too small" where so), then the pixel tint's. */
    public List<String> texts() {
        List<String> texts = new ArrayList<>();
        for (Ink ink : inks()) {
            texts.add(painted.contains(ink) ? name(ink) : Texts.format("legend.tooSmall", name(ink)));
        }
        if (truth) {
            texts.add(Texts.text("legend.truth"));
        }
        return texts;
    }

    /**
     * Paints the entries at the foot of a {@code width} &times; {@code height} canvas, left to right
     * in rows that wrap at its width, on a half-see-through box in the canvas colour; lines and
     * type {@code lineScale} times as large as usual (presentation mode). Paints nothing for no entry.
     */
    public void paint(Graphics2D g, int width, int height, float lineScale) {
        List<String> texts = texts();
        if (texts.isEmpty()) {
            return;
        }
        List<Ink> inks = new ArrayList<>(inks());
        Font font = g.getFont();
        FontMetrics fm = g.getFontMetrics(font);
        double sample = SAMPLE * lineScale;
        double gap = GAP * lineScale;
        double pad = PAD * lineScale;
        double line = Math.max(fm.getHeight(), 8 * lineScale);
        double room = width - 2 * pad - 2 * gap;
        List<List<Integer>> rows = new ArrayList<>();
        List<Integer> row = new ArrayList<>();
        double used = 0;
        for (int i = 0; i < texts.size(); i++) {
            double w = sample + pad + fm.stringWidth(texts.get(i));
            if (!row.isEmpty() && used + gap + w > room) {
                rows.add(row);
                row = new ArrayList<>();
                used = 0;
            }
            used += (row.isEmpty() ? 0 : gap) + w;
            row.add(i);
        }
        rows.add(row);
        double widest = 0;
        for (List<Integer> r : rows) {
            double w = -gap;
            for (int i : r) {
                w += gap + sample + pad + fm.stringWidth(texts.get(i));
            }
            widest = Math.max(widest, w);
        }
        Rectangle2D box = new Rectangle2D.Double(gap, height - gap - rows.size() * line - 2 * pad, widest + 2 * pad, rows.size() * line + 2 * pad);
        Color back = Palette.background();
        g.setColor(new Color(back.getRed(), back.getGreen(), back.getBlue(), 220));
        g.fill(new RoundRectangle2D.Double(box.getX(), box.getY(), box.getWidth(), box.getHeight(), 8 * lineScale, 8 * lineScale));
        for (int r = 0; r < rows.size(); r++) {
            double x = box.getX() + pad;
            double mid = box.getY() + pad + r * line + line / 2;
            for (int i : rows.get(r)) {
                sample(g, i < inks.size() ? inks.get(i) : null, x, mid, sample, lineScale);
                g.setColor(Palette.color(Ink.TEXT));
                g.drawString(texts.get(i), (float) (x + sample + pad), (float) (mid - fm.getHeight() / 2.0 + fm.getAscent()));
                x += sample + pad + fm.stringWidth(texts.get(i)) + gap;
            }
        }
    }

    /** Paints an entry's sample: the ink's line, over its fill where it has one; the pixel tint's square for no ink. */
    private static void sample(Graphics2D g, Ink ink, double x, double mid, double length, float lineScale) {
        double half = 5 * lineScale;
        Rectangle2D patch = new Rectangle2D.Double(x, mid - half, length, 2 * half);
        if (ink == null) {
            g.setColor(Palette.truth());
            g.fill(patch);
            return;
        }
        Color fill = Palette.fill(ink);
        if (fill != null) {
            g.setColor(fill);
            g.fill(patch);
        }
        Stroke stroke = Thickness.stroke(ink, lineScale);
        if (stroke != null && !Palette.color(ink).equals(fill)) {
            g.setColor(Palette.color(ink));
            g.setStroke(stroke);
            g.draw(new Line2D.Double(x, mid, x + length, mid));
        }
    }
}
