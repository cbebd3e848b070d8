package org.spriteplayground.ui.canvas;

import java.awt.Cursor;
import java.awt.Font;
import java.awt.Insets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import javax.swing.BorderFactory;
import javax.swing.JTextPane;
import javax.swing.text.BadLocationException;
import javax.swing.text.SimpleAttributeSet;
import javax.swing.text.StyleConstants;
import javax.swing.text.StyledDocument;
import javax.swing.text.View;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.playground.Speeds;
import org.spriteplayground.render.Palette;
import org.spriteplayground.sim.Ink;

/**
 * The strip above the world, a text pane wrapped to the canvas's width: the status (running,
 * step, speed), the lesson's headline if it has one, and for lessons that measure speed the
 * figures of the tick ({@link PaintMeter}), whose tooltip then says how they are measured. While paused the status leads with a banner saying so
 * and how to go on, in the alert colour, so nothing covers the world. The pane wraps between
 * words; a number stays with the word before it and a " &middot; " with the part before it.
 *
 * <p>Its height ({@link #height}) is the most its text has taken since the canvas last changed
 * width or lesson, and at least what the status takes in its longest paused and running forms
 * (seven-digit step count): the world below moves only when the text first needs a line more (the
 * stress lesson's 10,000 jets), never back and forth as the counts change, nor when pausing.
 */
public final class CanvasStatus extends JTextPane {

    /** The strip's padding: 4 px above and below its lines, 12 px either side. */
    private static final int PAD = 4;
    private static final int SIDE = 12;

    private final transient Playground model;
    private final transient PaintMeter meter;
    private transient Supplier<String> hint = () -> null;
    /** Every banner {@link #hint} may give while it gives any: the strip keeps room for the longest. */
    private transient Supplier<List<String>> hints = List::of;
    /** The part of the world the canvas shows, or null while it shows all of it. */
    private transient Supplier<Aabb> part = () -> null;
    /** Measures texts other than the one on show, so measuring never touches what shows. */
    private final JTextPane scratch = new JTextPane();
    /** The most height taken, by the strip's type size, since the width or lesson last changed. */
    private final transient Map<Float, Integer> kept = new HashMap<>();
    /** The height of the status's longest forms, less the padding, by type size and the hint's banners, at the width kept. */
    private final transient Map<List<Object>, Integer> longest = new HashMap<>();
    private int keptWidth = -1;
    /** The two runs on show: the banner (in the alert colour; null before the first) and the rest. */
    private String banner;
    private String rest;
    private transient Lesson keptLesson;

    CanvasStatus(Playground model, PaintMeter meter) {
        this.model = model;
        this.meter = meter;
        meter.ticks().add(this::text, this::show); // a tick's text shows with the side panel's readouts of it
        setName("canvasStatus");
        setEditable(false);
        setFocusable(false);
        setHighlighter(null); // text to read, not to select
        setCursor(Cursor.getDefaultCursor());
        scratch.setBorder(BorderFactory.createEmptyBorder(PAD, SIDE, PAD, SIDE));
        refresh();
    }

    @Override
    public void updateUI() {
        super.updateUI();
        setBorder(BorderFactory.createEmptyBorder(PAD, SIDE, PAD, SIDE));
        if (model != null) { // null while the pane's constructor installs the first look
            banner = null;
            refresh(); // the theme's colours
        }
    }

    /**
     * Lets the paused banner be the one {@code hint} gives when it gives one (Predict's keys), else
     * the playback keys'; {@code hints} gives every banner it may give at the time, so that the strip
     * keeps the height of the longest from one to the next.
     */
    void hint(Supplier<String> hint, Supplier<List<String>> hints) {
        this.hint = hint;
        this.hints = hints;
        refresh();
    }

    /** Lets the strip say what the canvas shows while it shows only {@code part} of the world (null: all of it). */
    void part(Supplier<Aabb> part) {
        this.part = part;
        refresh();
    }

    /** Shows what the strip says now, and the side panel with it. */
    void refresh() {
        meter.ticks().showNow();
    }

    /**
     * Shows {@code text}, the banner and the rest. Only the characters that changed are replaced (on a
     * tick, the step count and the measured figures), so a tick lays out again only the line they are
     * on; a new banner, or a new theme, writes both runs afresh in the theme's colours.
     */
    private void show(String[] text) {
        setBackground(Palette.grid());
        setToolTipText(model.lesson().showsPerformance() ? Texts.text("status.measured.tip") : null); // how its figures are measured
        StyledDocument doc = getStyledDocument();
        try {
            if (!text[0].equals(banner)) {
                doc.remove(0, doc.getLength());
                doc.insertString(0, text[0], ink(Ink.HIT));
                doc.insertString(doc.getLength(), text[1], ink(Ink.TEXT));
            } else if (!text[1].equals(rest)) {
                int start = 0;
                int end = 0;
                int most = Math.min(rest.length(), text[1].length());
                while (start < most && rest.charAt(start) == text[1].charAt(start)) {
                    start++;
                }
                while (end < most - start && rest.charAt(rest.length() - 1 - end) == text[1].charAt(text[1].length() - 1 - end)) {
                    end++;
                }
                doc.remove(banner.length() + start, rest.length() - end - start);
                doc.insertString(banner.length() + start, text[1].substring(start, text[1].length() - end), ink(Ink.TEXT));
            }
        } catch (BadLocationException impossible) {
            throw new IllegalStateException(impossible);
        }
        banner = text[0];
        rest = text[1];
    }

    private static SimpleAttributeSet ink(Ink ink) {
        SimpleAttributeSet style = new SimpleAttributeSet();
        StyleConstants.setForeground(style, Palette.color(ink));
        return style;
    }

    /**
     * Returns the strip's height in {@code font} on a canvas {@code width} pixels wide: what its
     * text takes now, with the lesson's headline where it waits for the verdicts (Predict), its
     * status line given at least the lines of its longest forms (with any banner the hint may give),
     * and never less than it has taken in that type since the width or lesson last changed. In the
     * strip's own type it measures the text on show, whose layout painting needs anyway: a tick costs
     * no further layout. The longest forms are measured once per type size, banners and width.
     */
    int height(Font font, int width) {
        if (width != keptWidth || model.lesson() != keptLesson) {
            kept.clear();
            longest.clear();
            keptWidth = width;
            keptLesson = model.lesson();
        }
        JTextPane pane = font.equals(getFont()) ? this : scratch;
        if (pane == scratch) {
            String[] now = text();
            scratch.setFont(font);
            scratch.setText(now[0] + now[1]);
        }
        // Wrapped text knows its height once it has its width. The text's view is given the width, as the strip's
        // preferred size would measure it at that size, and the strip keeps its own size: resizing it to measure
        // would ask its canvas to paint the whole world again on every tick.
        Insets insets = pane.getInsets();
        View root = pane.getUI().getRootView(pane);
        root.setSize(Math.max(1, width - insets.left - insets.right), Short.MAX_VALUE - insets.top - insets.bottom);
        int whole = (int) root.getPreferredSpan(View.Y_AXIS) + insets.top + insets.bottom;
        int status = (int) Math.ceil(root.getView(0).getView(0).getPreferredSpan(View.Y_AXIS));
        if (!model.verdictsShown() && model.lesson().headline() != null) {
            String[] all = text(true);
            whole = Math.max(whole, measure(font, width, all[0] + all[1]));
        }
        List<String> banners = hints.get();
        int most = longest.computeIfAbsent(List.of(font.getSize2D(), banners), key -> {
            String pausedTail = "  · " + step(9_999_999) + " · " + Texts.format("status.speed", Speeds.text(0.25));
            String running = Texts.text("status.running") + " · " + step(9_999_999) + " · "
                    + Texts.format("status.speedBehindWhy", Speeds.text(0.25), String.format(Texts.numbers(), "%.2f", 0.25));
            int high = Math.max(measure(font, width, Texts.text("hint.paused") + pausedTail), measure(font, width, running));
            for (String banner : banners) {
                high = Math.max(high, measure(font, width, banner + pausedTail));
            }
            return high - 2 * PAD;
        });
        return kept.merge(font.getSize2D(), whole + Math.max(0, most - status), Math::max);
    }

    /** Returns the height {@code text} takes wrapped in this strip, in {@code font}, {@code width} pixels wide. */
    private int measure(Font font, int width, String text) {
        scratch.setFont(font);
        scratch.setText(glued(text));
        scratch.setSize(Math.max(1, width), Short.MAX_VALUE);
        return scratch.getPreferredSize().height;
    }

    /** Returns the strip's text: the part in the alert colour (the paused banner), and the rest. */
    private String[] text() {
        return text(false);
    }

    /** Returns the strip's text, with the lesson's headline even while it waits for the verdicts where {@code headline}. */
    private String[] text(boolean headline) {
        String banner = banner(model, hint.get());
        String status = banner == null ? line(model)
                : "  · " + step(model.simulation().steps()) + " · " + Texts.format("status.speed", Speeds.text(model.speed()));
        return new String[] {glued(banner == null ? "" : banner), glued(status + below(headline))};
    }

    /**
     * Returns the lines under the status: the lesson's headline (unless verdicts are hidden), in a lesson whose view may show a
     * part of the world how much of it is shown (a line always there, so that the strip's height,
     * which sets the world's room, does not hang on whether a part is shown), and the measured
     * figures, each on a line of its own.
     */
    private String below(boolean always) {
        // A headline sums up what happened, so it waits while Predict asks what the pupil saw.
        String headline = always || model.verdictsShown() ? model.lesson().headline() : null;
        Aabb shown = part.get();
        String partShown = model.lesson().partShown(shown == null ? model.simulation().world().bounds() : shown);
        String perf = perfLine(model, meter);
        return (headline == null ? "" : "\n" + headline) + (partShown == null ? "" : "\n" + partShown) + (perf == null ? "" : "\n" + perf);
    }

    /** Returns {@code text} with no break after a word that a number follows, nor before a " &middot; ". */
    private static String glued(String text) {
        return text.replaceAll(" (?=[\\d·–])", "\u00a0");
    }

    /** Returns the status line: "running · step 120 · speed 1×", with the real rate, and why, when the machine is behind. */
    public static String line(Playground model) {
        String state = Texts.text(model.paused() ? "status.paused" : "status.running");
        String speed = Speeds.text(model.speed());
        double behind = model.behindRate();
        return state + " · " + step(model.simulation().steps()) + " · " + (Double.isNaN(behind) ? Texts.format("status.speed", speed)
                : Texts.format("status.speedBehindWhy", speed, String.format(Texts.numbers(), "%.2f", behind)));
    }

    /** Returns "step 120", the count grouped for the language. */
    private static String step(long steps) {
        return Texts.format("status.step", steps);
    }

    /** Returns the line for lessons that measure speed: the meter's figures of the last tick, as the side panel shows them; else null. */
    public static String perfLine(Playground model, PaintMeter meter) {
        return model.lesson().showsPerformance() ? Texts.format("status.measured", meter.reading().line()) : null;
    }

    /** Returns the banner shown while paused, or null while running. */
    public static String banner(Playground model) {
        return banner(model, null);
    }

    /** Returns the banner shown while paused, {@code hint} if not null (Predict's keys), or null while running. */
    static String banner(Playground model, String hint) {
        return !model.paused() ? null : hint != null ? hint : playback(model);
    }

    /**
     * Returns the playback keys' banner: resume and step, or after a failure resume and reset; at
     * the step where the lesson paused itself ("Pause on contact"), why and at which step.
     */
    private static String playback(Playground model) {
        String because = model.lesson().pausedBecause();
        return model.failure() != null ? Texts.format("hint.failed", model.failure())
                : because != null ? Texts.format("hint.contact", because, model.simulation().steps()) : Texts.text("hint.paused");
    }
}
