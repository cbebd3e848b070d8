package org.spriteplayground.ui.canvas;

import java.awt.Font;
import java.awt.FontMetrics;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Supplier;
import javax.swing.BorderFactory;
import javax.swing.JTextPane;
import javax.swing.text.BadLocationException;
import javax.swing.text.SimpleAttributeSet;
import javax.swing.text.StyleConstants;
import javax.swing.text.StyledDocument;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.playground.Speeds;
import org.spriteplayground.render.Palette;
import org.spriteplayground.sim.Ink;

/**
 * The strip above the world, a text pane wrapped to the canvas's width: the status (running,
 * step, speed), the lesson's headline if it has one, and for lessons that measure speed the
 * figures of the tick ({@link PaintMeter}). While paused the status leads with a banner saying so
 * and how to go on, in the alert colour, so nothing covers the world. The pane wraps between
 * words; a number stays with the word before it and a " &middot; " with the part before it.
 *
 * <p>Its height ({@link #height}) is the most its text has taken since the canvas last changed
 * width or lesson, and at least what the status takes in its longest paused and running forms
 * (seven-digit step count): the world below moves only when the text first needs a line more (the
 * stress lesson's 10,000 jets), never back and forth as the counts change, nor when pausing.
 */
public final class CanvasStatus extends JTextPane {

    private static final long serialVersionUID = 1L;
    /** The strip's padding: 4 px above and below its lines, 12 px either side. */
    private static final int PAD = 4;
    private static final int SIDE = 12;

    private final transient Playground model;
    private final transient PaintMeter meter;
    private transient Supplier<PauseHint> hint = () -> null;
    /** Measures texts other than the one on show, so measuring never touches what shows. */
    private final JTextPane scratch = new JTextPane();
    /** The most height taken, by the strip's type size, since the width or lesson last changed. */
    private final transient Map<Float, Integer> kept = new HashMap<>();
    private int keptWidth = -1;
    private transient Lesson keptLesson;

    CanvasStatus(Playground model, PaintMeter meter) {
        this.model = model;
        this.meter = meter;
        setName("canvasStatus");
        setEditable(false);
        setFocusable(false);
        scratch.setBorder(BorderFactory.createEmptyBorder(PAD, SIDE, PAD, SIDE));
        refresh();
    }

    @Override
    public void updateUI() {
        super.updateUI();
        setBorder(BorderFactory.createEmptyBorder(PAD, SIDE, PAD, SIDE));
        if (model != null) { // null while the pane's constructor installs the first look
            refresh(); // the theme's colours
        }
    }

    /** Lets the paused banner say to go on as {@code hint} says when it gives one (Predict's keys), else the playback keys. */
    void hint(Supplier<PauseHint> hint) {
        this.hint = hint;
        refresh();
    }

    /** Shows what the strip says now, in the theme's colours, for the width it has; changes nothing if that is what it shows. */
    void refresh() {
        String[] text = text(getFont(), room(getWidth()));
        setBackground(Palette.grid());
        if (text[0].concat(text[1]).equals(getText())) {
            return;
        }
        StyledDocument doc = getStyledDocument();
        try {
            doc.remove(0, doc.getLength());
            doc.insertString(0, text[0], ink(Ink.HIT));
            doc.insertString(doc.getLength(), text[1], ink(Ink.TEXT));
        } catch (BadLocationException impossible) {
            throw new IllegalStateException(impossible);
        }
    }

    private static SimpleAttributeSet ink(Ink ink) {
        SimpleAttributeSet style = new SimpleAttributeSet();
        StyleConstants.setForeground(style, Palette.color(ink));
        return style;
    }

    /**
     * Returns the strip's height in {@code font} on a canvas {@code width} pixels wide: what its
     * text takes now or the status takes in its longest forms, and never less than it has taken
     * in that type since the width or lesson last changed.
     */
    int height(Font font, int width) {
        if (width != keptWidth || model.lesson() != keptLesson) {
            kept.clear();
            keptWidth = width;
            keptLesson = model.lesson();
        }
        FontMetrics fm = getFontMetrics(font);
        String below = below(fm, room(width));
        String longest = step(9_999_999) + " · " + Texts.format("status.speed", Speeds.text(0.25));
        PauseHint usual = PauseHint.resumable();
        String running = Texts.text("status.running") + " · " + step(9_999_999) + " · "
                + Texts.format("status.speedBehind", Speeds.text(0.25), String.format(Texts.numbers(), "%.2f", 0.25));
        String paused = fm.stringWidth(usual.banner() + "  · " + longest) <= room(width) ? usual.banner() + "  · " + longest
                : usual.word() + "  · " + longest + "  · " + usual.brief();
        String[] now = text(font, room(width));
        int most = 0;
        for (String text : new String[] {now[0] + now[1], running + below, paused + below}) {
            most = Math.max(most, measure(font, width, text));
        }
        return kept.merge(font.getSize2D(), most, Math::max);
    }

    /** Returns the height {@code text} takes wrapped in this strip, in {@code font}, {@code width} pixels wide. */
    private int measure(Font font, int width, String text) {
        scratch.setFont(font);
        scratch.setText(glued(text));
        scratch.setSize(Math.max(1, width), Short.MAX_VALUE); // wrapped text knows its height once it has its width
        return scratch.getPreferredSize().height;
    }

    private static int room(int width) {
        return width <= 0 ? Integer.MAX_VALUE : width - 2 * SIDE;
    }

    /** Returns the strip's text in {@code font} for {@code room} pixels: the part in the alert colour, and the rest. */
    private String[] text(Font font, int room) {
        FontMetrics fm = getFontMetrics(font);
        String banner = banner(model, hint.get());
        String[] status = banner == null ? new String[] {"", line(model, fm.stringWidth(line(model, true)) <= room)}
                : pausedText(model, fm, room, hint.get());
        return new String[] {glued(status[0]), glued(status[1] + below(fm, room))};
    }

    /** Returns the lines under the status: the lesson's headline and the measured figures, each on a line of its own. */
    private String below(FontMetrics fm, int room) {
        String headline = model.lesson().headline();
        String perf = perfLine(model, meter);
        return (headline == null ? "" : "\n" + headline)
                + (perf == null ? "" : "\n" + (fm.stringWidth(perf) <= room ? perf : meter.reading().line()));
    }

    /** Returns {@code text} with no break after a word that a number follows, nor before a " &middot; ". */
    private static String glued(String text) {
        return text.replaceAll(" (?=[\\d·–])", "\u00a0");
    }

    /** Returns the status line: "running · step 120 · speed 1×", with the real rate when the machine is behind. */
    public static String line(Playground model) {
        return line(model, true);
    }

    /** Returns the status line, saying why the real rate differs only if {@code explain}. */
    private static String line(Playground model, boolean explain) {
        String state = Texts.text(model.paused() ? "status.paused" : "status.running");
        String speed = Speeds.text(model.speed());
        double behind = model.behindRate();
        return state + " · " + step(model.simulation().steps()) + " · " + (Double.isNaN(behind) ? Texts.format("status.speed", speed)
                : Texts.format(explain ? "status.speedBehindWhy" : "status.speedBehind", speed, String.format(Texts.numbers(), "%.2f", behind)));
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

    /** Returns the banner shown while paused, saying to go on as {@code hint} does (null: the playback keys), or null while running. */
    static String banner(Playground model, PauseHint hint) {
        return model.paused() ? (hint != null ? hint : PauseHint.playback(model)).banner() : null;
    }

    /**
     * Returns the paused status as its alert part and the rest: the banner, then the step and
     * speed. Those are what a class reads while paused, so where banner and figures do not fit
     * one line of {@code room} pixels (large type) the banner shortens to "PAUSED" and the figures
     * end with its first instruction.
     */
    static String[] pausedText(Playground model, FontMetrics fm, int room, PauseHint hint) {
        PauseHint shown = hint != null ? hint : PauseHint.playback(model);
        String figures = "  · " + step(model.simulation().steps()) + " · " + Texts.format("status.speed", Speeds.text(model.speed()));
        return fm.stringWidth(shown.banner() + figures) <= room ? new String[] {shown.banner(), figures}
                : new String[] {shown.word(), figures + "  · " + shown.brief()};
    }
}
