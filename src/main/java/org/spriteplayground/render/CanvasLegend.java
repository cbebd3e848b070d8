package org.spriteplayground.render;

import java.awt.Color;
import java.awt.Component;
import java.awt.Font;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Stroke;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Function;
import javax.swing.Icon;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.sim.DebugDraw.Fill;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sim.World;
import org.spriteplayground.sprite.BoundKind;

/**
 * The canvas's legend: one entry for each ink a frame painted, its line (or fill) beside its
 * name; the canvas shows the entries in a band of their own under the world ({@link #entries},
 * {@link #icon}), so that they cover no mark of it. {@link Java2dDraw} records
 * every ink as it picks the ink's colour, and the legend is made from that record, so no colour
 * reaches the canvas without its entry. An ink whose marks were all too small to draw at this
 * zoom keeps its entry, saying so, so that a switched-on overlay never vanishes unexplained.
 * Each entry names what the painted world means by the ink ({@link World#legendName}), since a
 * lesson may draw, say, a second circle in the turned box's ink; and each sample is drawn as the
 * marks were: a dot for an ink painted only as points, an arrow for a heading. It also keeps where
 * the frame's labels went ({@link #labels}), for what opens over the canvas to keep clear of them.
 */
public final class CanvasLegend {

    /** Screen pixels, at line scale 1, of a line sample. */
    private static final double SAMPLE = 26;
    /** The canvas's usual type size, at which the sizes above hold as they are. */
    private static final float BASE_POINTS = 13f;
    /** The sample of an ink painted only as labels: letters in its colour. */
    static final String LETTERS = "Aa"; // not shown: a sample of letters, not words

    private final Set<Ink> painted = EnumSet.noneOf(Ink.class);
    private final Set<Ink> tooSmall = EnumSet.noneOf(Ink.class);
    /** Inks drawn in their faint colour: a crowd's outlines, laid lightly so as not to bury the sprites. */
    private final Set<Ink> faint = EnumSet.noneOf(Ink.class);
    /** Inks painted as lines, outlines or fills. */
    private final Set<Ink> drawn = EnumSet.noneOf(Ink.class);
    /** Inks painted as points. */
    private final Set<Ink> dotted = EnumSet.noneOf(Ink.class);
    /** The boxes of the labels written, in the pixels of the surface painted. */
    private final List<Rectangle2D> labels = new ArrayList<>();
    /** Inks painted as cell fills, washed or hatched, each fill an entry of its own. */
    private final Map<Fill, Set<Ink>> filled = new EnumMap<>(Fill.class);
    private boolean truth;
    /** The line of the ring round the selected piece, if one was painted. */
    private Stroke selection;
    private Function<Ink, String> names = ink -> null;
    private BiFunction<Ink, Fill, String> fillNames = (ink, fill) -> null;

    /** How an entry's sample looks: its line colour and stroke, its fill, and whether it is a dot (ringed for a mark), an arrow, or letters (an ink painted only as labels). */
    public record Swatch(Color line, Stroke stroke, Color fill, boolean dot, boolean ring, boolean arrow, boolean letters) {
    }

    /** Notes that marks in {@code ink} were painted; plain text ({@link Ink#TEXT}) says what it is and needs no entry. */
    void painted(Ink ink) {
        if (ink != Ink.TEXT) {
            painted.add(ink);
            drawn.add(ink);
        }
    }

    /** Notes that marks in {@code ink} were painted, in its faint colour ({@link Palette#faint}) if {@code faint}. */
    void painted(Ink ink, boolean faint) {
        painted(ink);
        if (faint) {
            this.faint.add(ink);
        }
    }

    /** Notes that the cells of {@code on} were filled in {@code ink}, washed or hatched as {@code fill} says; none on paints nothing. */
    void filled(Ink ink, Fill fill, boolean[] on) {
        for (boolean cell : on) {
            if (cell) {
                filled.computeIfAbsent(fill, f -> EnumSet.noneOf(Ink.class)).add(ink);
                return;
            }
        }
    }

    /** Notes that the ring round the selected piece was painted in {@link Ink#MARK}'s colour with {@code ring}'s line. */
    public void selection(Stroke ring) {
        selection = ring;
    }

    /** Notes that a point was marked in {@code ink}. */
    void dot(Ink ink) {
        if (ink != Ink.TEXT) {
            painted.add(ink);
            dotted.add(ink);
        }
    }

    /** Notes that a label was written in {@code ink}. */
    void lettered(Ink ink) {
        if (ink != Ink.TEXT) {
            painted.add(ink);
        }
    }

    /** Notes that a label was written in {@code ink}, covering {@code box} (the surface's pixels). */
    void labelled(Ink ink, Rectangle2D box) {
        lettered(ink);
        labels.add(box);
    }

    /** Returns the boxes of the labels written, in the pixels of the surface painted, in the order written. */
    public List<Rectangle2D> labels() {
        return List.copyOf(labels);
    }

    /** Names each ink as {@code world} means it ({@link World#legendName}); an ink it leaves unnamed keeps its general name. */
    void namedBy(World world) {
        names = world::legendName;
        fillNames = world::legendName;
    }

    /** Notes that marks in {@code ink} were left out, too small on this canvas to show what they bound. */
    void tooSmall(Ink ink) {
        tooSmall.add(ink);
    }

    /** Notes that the pixel-truth tint was painted. */
    void truth() {
        truth = true;
    }

    /** Returns the inks with an entry, in the order of {@link Ink}: those painted, filled, and too small to paint. */
    public Set<Ink> inks() {
        Set<Ink> all = lines();
        filled.values().forEach(all::addAll);
        return all;
    }

    /** Returns the inks with an entry for their lines, points or letters: those painted and those too small to paint. */
    private Set<Ink> lines() {
        Set<Ink> all = EnumSet.copyOf(painted);
        all.addAll(tooSmall);
        all.remove(Ink.TEXT);
        return all;
    }

    /** Returns whether the pixel-truth tint has an entry. */
    public boolean hasTruth() {
        return truth;
    }

    /** Returns the name an ink's entry gives it: what the painted world means by it, else {@link #generalName}. */
    public String name(Ink ink) {
        String named = names.apply(ink);
        return named != null ? named : generalName(ink);
    }

    /** Returns whether the painted world names {@code ink} itself, in each way it was painted (lines, washes, hatching). */
    public boolean named(Ink ink) {
        return (!lines().contains(ink) || names.apply(ink) != null)
                && filled.entrySet().stream().noneMatch(e -> e.getValue().contains(ink) && fillNames.apply(ink, e.getKey()) == null);
    }

    /** Returns an entry's sample as {@link #icon} draws it. */
    public Swatch swatch(Ink ink) {
        Color fill = Palette.fill(ink);
        Stroke stroke = Thickness.stroke(ink, 1f);
        Color colour = faint.contains(ink) ? Palette.faint(ink) : Palette.color(ink);
        Color line = stroke != null && !colour.equals(fill) ? colour : null;
        if (drawn.contains(ink) || tooSmall.contains(ink)) {
            return new Swatch(line, line == null ? null : stroke, fill, false, false, ink == Ink.HEADING, false);
        }
        boolean dot = dotted.contains(ink);
        return new Swatch(Palette.color(ink), null, null, dot, dot && ink == Ink.MARK, false, !dot);
    }

    /** Returns an ink's general name: a bound's own name for a bound's ink, else its {@code legend.ink.NAME} text. */
    public static String generalName(Ink ink) {
        for (BoundKind kind : BoundKind.values()) {
            if (kind != BoundKind.PIXELS && Ink.of(kind) == ink) {
                return kind.label();
            }
        }
        return Texts.text("legend.ink." + ink.name());
    }

    /** Returns the entries' texts in the order of {@link #entries}. */
    public List<String> texts() {
        return entries().stream().map(Entry::text).toList();
    }

    /** How an entry's sample is drawn: as its ink's lines ({@link #swatch}), washed or hatched cells, the pixel-truth tint, or the selection's ring. */
    public enum Sample {
        LINE, TINT, HATCH, TRUTH, RING
    }

    /** One entry: its text, the ink whose sample it shows (null for the pixel-truth tint), and how the sample is drawn. */
    public record Entry(String text, Ink ink, Sample sample) {
    }

    /**
     * Returns the entries: each ink's lines in the order of {@link Ink} (its name, with "too small"
     * or "faint" where so), then its washed and its hatched cells, the pixel tint, and the ring
     * round the selected piece.
     */
    public List<Entry> entries() {
        List<Entry> entries = new ArrayList<>();
        for (Ink ink : lines()) {
            String text = !painted.contains(ink) ? Texts.format("legend.tooSmall", name(ink))
                    : faint.contains(ink) ? Texts.format("legend.faint", name(ink)) : name(ink);
            entries.add(new Entry(text, ink, Sample.LINE));
        }
        for (Map.Entry<Fill, Set<Ink>> cells : filled.entrySet()) {
            for (Ink ink : cells.getValue()) {
                String named = fillNames.apply(ink, cells.getKey());
                entries.add(new Entry(named != null ? named : generalName(ink), ink, cells.getKey() == Fill.HATCH ? Sample.HATCH : Sample.TINT));
            }
        }
        if (truth) {
            entries.add(new Entry(Texts.text("legend.truth"), null, Sample.TRUTH));
        }
        if (selection != null) {
            entries.add(new Entry(Texts.text("legend.selection"), Ink.MARK, Sample.RING));
        }
        return entries;
    }

    /**
     * Returns the sample of {@code entry} as an icon beside its name in {@code font}: lines
     * {@code lineScale} times as thick as usual (presentation mode), and the sample as large as the
     * type is against the usual 13 points (UI scale 2), so that it grows with its words.
     */
    public Icon icon(Entry entry, Font font, float lineScale) {
        float unit = Math.max(lineScale, font.getSize2D() / BASE_POINTS);
        Swatch swatch = entry.sample() == Sample.LINE ? swatch(entry.ink()) : null;
        Color truthTint = Palette.truth();
        Stroke ring = selection;
        double margin = 3 * unit; // room for a thick line's square ends
        int width = (int) Math.ceil(SAMPLE * unit + 2 * margin);
        return new Icon() {
            @Override
            public void paintIcon(Component c, Graphics graphics, int x, int y) {
                Graphics2D g = (Graphics2D) graphics.create();
                try {
                    g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
                    g.setFont(font);
                    double mid = y + getIconHeight() / 2.0;
                    if (swatch == null) {
                        LegendSamples.other(g, entry, truthTint, ring, x + margin, mid, width - 2 * margin, unit);
                    } else {
                        LegendSamples.line(g, entry.ink(), swatch, x + margin, mid, width - 2 * margin, unit);
                    }
                } finally {
                    g.dispose();
                }
            }

            @Override
            public int getIconWidth() {
                return width;
            }

            @Override
            public int getIconHeight() {
                return (int) Math.ceil(16 * unit) + 1; // the ring round a marked point
            }
        };
    }
}
