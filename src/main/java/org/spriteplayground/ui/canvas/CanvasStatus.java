package org.spriteplayground.ui.canvas;

import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.util.List;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.playground.Speeds;
import org.spriteplayground.render.Palette;
import org.spriteplayground.sim.Ink;

/**
 * What the canvas says about playback, in a strip above the world: a status line (running, step,
 * speed), the lesson's headline if it has one, and for lessons that measure speed the figures of
 * the tick ({@link PaintMeter}); while paused the line leads with a banner saying so and how to go
 * on, in the alert colour, so nothing covers the world.
 */
public final class CanvasStatus {

    private CanvasStatus() {
    }

    /** Returns the status line: "running · step 120 · speed 1×", with the real rate when the machine is behind. */
    public static String line(Playground model) {
        return line(model, true);
    }

    /** Returns the status line, saying why the real rate differs only if {@code explain}. */
    private static String line(Playground model, boolean explain) {
        String state = Texts.text(model.paused() ? "status.paused" : "status.running");
        return state + " · " + step(model.simulation().steps()) + " · " + speed(model, explain);
    }

    /** Returns "step 120", the count grouped for the language. */
    private static String step(long steps) {
        return Texts.format("status.step", steps);
    }

    /** Returns "speed 1×", with the real rate when the machine is behind, saying why only if {@code explain}. */
    private static String speed(Playground model, boolean explain) {
        String speed = Speeds.text(model.speed());
        double behind = model.behindRate();
        return Double.isNaN(behind) ? Texts.format("status.speed", speed)
                : Texts.format(explain ? "status.speedBehindWhy" : "status.speedBehind", speed, String.format(Texts.numbers(), "%.2f", behind));
    }

    /** Returns the second line for lessons that measure speed: the meter's figures of the last tick, as the side panel shows them; else null. */
    public static String perfLine(Playground model, PaintMeter meter) {
        return model.lesson().showsPerformance() ? Texts.format("status.measured", meter.reading().line()) : null;
    }

    /** Returns the measured figures' lines as the strip shows them on a canvas {@code width} pixels wide. */
    static List<String> perfLines(Playground model, PaintMeter meter, FontMetrics fm, int width) {
        String perf = perfLine(model, meter);
        int room = width - 24;
        return perf == null ? List.of() : HeadlineLines.of(perfText(model, meter, fm, room), fm, room);
    }

    /**
     * Returns the measured figures with their lead-in where that fits on one line, else the
     * figures alone: they wrap between their parts, never losing a number to a "…".
     */
    private static String perfText(Playground model, PaintMeter meter, FontMetrics fm, int room) {
        String perf = perfLine(model, meter);
        return fm.stringWidth(perf) <= room ? perf : meter.reading().line();
    }

    /** Returns how many lines the strip keeps for the measured figures: as many as they take with seven-digit numbers. */
    static int perfRows(Playground model, PaintMeter meter, FontMetrics fm, int width) {
        return perfLine(model, meter) == null ? 0 : HeadlineLines.rows(perfText(model, meter, fm, width - 24), fm, width - 24);
    }

    /** Returns the height of the strip the status lines need on a canvas wide enough for one status line. */
    static int height(FontMetrics fm, Playground model, PaintMeter meter) {
        return height(fm, model, meter, Integer.MAX_VALUE);
    }

    /**
     * Returns the height of the strip the status lines need on a canvas {@code width} pixels wide:
     * the status takes more lines where one would not hold it (large type on a small screen). The
     * height depends on the width and the type, not on pausing or the step count, so the world
     * below never moves when the status changes.
     */
    static int height(FontMetrics fm, Playground model, PaintMeter meter, int width) {
        return height(fm, statusRows(fm, width) + perfRows(model, meter, fm, width) + headlineRows(model, fm, width));
    }

    /** Returns the height of a strip of {@code rows} lines in {@code fm}. */
    static int height(FontMetrics fm, int rows) {
        return 8 + rows * fm.getHeight();
    }

    /**
     * Returns the lines the strip needs now on a canvas {@code width} pixels wide: the status's in
     * its longest paused and running forms, then the headline's and measured figures' as they are.
     */
    static int rowsNow(FontMetrics fm, Playground model, PaintMeter meter, int width) {
        return statusRows(fm, width) + headlineLines(model, fm, width).size() + perfLines(model, meter, fm, width).size();
    }

    /** Returns the banner shown while paused, or null while running. */
    public static String banner(Playground model) {
        return banner(model, null);
    }

    /** Returns the banner shown while paused, saying to go on as {@code hint} does (null: the playback keys), or null while running. */
    public static String banner(Playground model, PauseHint hint) {
        return model.paused() ? hint(model, hint).banner() : null;
    }

    private static PauseHint hint(Playground model, PauseHint hint) {
        return hint != null ? hint : PauseHint.playback(model);
    }

    /**
     * Paints the status lines into the strip of {@code height} at the top, the measured figures
     * as {@code meter} read them. While paused the first line leads with the banner, in the alert
     * colour, saying to go on as {@code hint} does (null: the playback keys): the world below is
     * never covered.
     */
    static void paint(Graphics2D g, int width, int height, Playground model, PaintMeter meter, Font base, PauseHint hint) {
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setFont(base.deriveFont(Font.BOLD));
        FontMetrics fm = g.getFontMetrics();
        int baseline = 4 + fm.getAscent();
        for (StatusLine line : statusLines(model, fm, width, hint)) {
            g.setColor(Palette.color(Ink.HIT));
            g.drawString(line.alert(), 12, baseline);
            g.setColor(Palette.color(Ink.TEXT));
            g.drawString(line.rest(), 12 + fm.stringWidth(line.alert()), baseline);
            baseline += fm.getHeight();
        }
        // The headline and figures follow the status lines drawn: a line the strip keeps for a
        // longer status stays free below them, not between them.
        List<String> below = new java.util.ArrayList<>(headlineLines(model, fm, width));
        below.addAll(perfLines(model, meter, fm, width));
        for (String line : below) {
            g.drawString(line, 12, baseline);
            baseline += fm.getHeight();
        }
    }

    /**
     * Returns the lesson's headline as the strip shows it on a canvas {@code width} pixels wide,
     * on more lines where one would not hold it, never cut ({@link HeadlineLines}); none if it has none.
     */
    static List<String> headlineLines(Playground model, FontMetrics fm, int width) {
        String headline = model.lesson().headline();
        return headline == null ? List.of() : HeadlineLines.of(headline, fm, width - 24);
    }

    /** Returns how many lines the strip keeps for the lesson's headline on a canvas {@code width} pixels wide. */
    static int headlineRows(Playground model, FontMetrics fm, int width) {
        String headline = model.lesson().headline();
        return headline == null ? 0 : HeadlineLines.rows(headline, fm, width - 24);
    }

    /**
     * Returns the status as the strip shows it on a canvas {@code width} pixels wide: one line, or
     * more where one would not hold it, wrapped between its parts; only a single word wider than
     * the canvas is cut with "…".
     */
    public static List<StatusLine> statusLines(Playground model, FontMetrics fm, int width) {
        return statusLines(model, fm, width, null);
    }

    /** As {@link #statusLines(Playground, FontMetrics, int)}, the banner saying to go on as {@code hint} does (null: the playback keys). */
    public static List<StatusLine> statusLines(Playground model, FontMetrics fm, int width, PauseHint hint) {
        int room = width - 24;
        String banner = banner(model, hint);
        List<StatusLine> lines;
        if (banner == null) {
            String line = line(model);
            if (fm.stringWidth(line) > room) {
                line = line(model, false); // a narrow canvas keeps the figures, not the explanation
            }
            lines = fm.stringWidth(line) <= room || statusRows(fm, width) == 1 ? List.of(new StatusLine("", line))
                    : coloured("", HeadlineLines.of(line, fm, room));
        } else {
            String[] text = pausedText(model, fm, room, hint);
            lines = fm.stringWidth(text[0] + text[1]) <= room || statusRows(fm, width) == 1 ? List.of(new StatusLine(text[0], text[1]))
                    : pausedLines(hint(model, hint), figures(model).substring("  · ".length()), fm, room);
        }
        return lines.stream().map(l -> l.fitted(fm, room)).toList();
    }

    /**
     * Returns the paused status on the lines {@code room} pixels need: the banner over the step and
     * speed where each fits a line, else the banner's word, the step and speed, and the brief
     * instruction, wrapped between those parts and, where a part is too long, between its words.
     * The instruction is never cut ("Leertaste setzt f…").
     */
    private static List<StatusLine> pausedLines(PauseHint hint, String figures, FontMetrics fm, int room) {
        if (fm.stringWidth(hint.banner()) <= room && fm.stringWidth(figures) <= room) {
            return List.of(new StatusLine(hint.banner(), ""), new StatusLine("", figures));
        }
        return coloured(hint.word(), HeadlineLines.of(hint.word() + " · " + figures + " · " + hint.brief(), fm, room));
    }

    /** Returns {@code lines} as status lines, the text of {@code alert} that leads them in the alert colour. */
    private static List<StatusLine> coloured(String alert, List<String> lines) {
        List<StatusLine> coloured = new java.util.ArrayList<>();
        String left = alert;
        for (String line : lines) {
            int k = 0;
            while (k < line.length() && k < left.length() && line.charAt(k) == left.charAt(k)) {
                k++;
            }
            coloured.add(new StatusLine(line.substring(0, k), line.substring(k)));
            left = left.substring(k).stripLeading();
        }
        return coloured;
    }

    /**
     * Returns how many lines the status takes on a canvas {@code width} pixels wide: one where
     * its longest one-line forms, with a seven-digit step count, fit; else as many as those forms
     * take wrapped.
     */
    static int statusRows(FontMetrics fm, int width) {
        PauseHint hint = PauseHint.resumable();
        String most = step(9_999_999);
        String quarter = Speeds.text(0.25);
        String figures = most + " · " + Texts.format("status.speed", quarter);
        String paused = hint.word() + "  · " + figures + "  · " + hint.brief();
        String behind = Texts.text("status.running") + " · " + most + " · "
                + Texts.format("status.speedBehind", quarter, String.format(Texts.numbers(), "%.2f", 0.25));
        int room = width - 24;
        if (Math.max(fm.stringWidth(paused), fm.stringWidth(behind)) <= room) {
            return 1;
        }
        return Math.max(2, Math.max(pausedLines(hint, figures, fm, room).size(), HeadlineLines.of(behind, fm, room).size()));
    }

    /**
     * Returns the paused line as its alert part and the rest: the banner, then the step and speed.
     * Those are what a class reads while paused, so on a narrow canvas (UI scale 2) they stay and
     * the banner shortens to "PAUSED" with its first instruction.
     */
    static String[] pausedText(Playground model, FontMetrics fm, int room) {
        return pausedText(model, fm, room, null);
    }

    /** As {@link #pausedText(Playground, FontMetrics, int)}, the banner saying to go on as {@code hint} does (null: the playback keys). */
    static String[] pausedText(Playground model, FontMetrics fm, int room, PauseHint hint) {
        String banner = banner(model, hint);
        String figures = figures(model);
        if (fm.stringWidth(banner + figures) <= room) {
            return new String[] {banner, figures};
        }
        return new String[] {hint(model, hint).word(), figures + "  · " + hint(model, hint).brief()};
    }

    private static String figures(Playground model) {
        return "  · " + step(model.simulation().steps()) + " · " + Texts.format("status.speed", Speeds.text(model.speed()));
    }

    /**
     * One line of the status strip: a part in the alert colour (the paused banner; may be empty),
     * then the rest in the text colour.
     *
     * @param alert the part in the alert colour
     * @param rest the part in the text colour
     */
    public record StatusLine(String alert, String rest) {

        /** Returns the whole line's text. */
        public String text() {
            return alert + rest;
        }

        /** Returns this line cut with "…" to fit {@code room} pixels, the alert part first. */
        StatusLine fitted(FontMetrics fm, int room) {
            String shownAlert = fit(alert, fm, room);
            int left = Math.max(0, room - fm.stringWidth(shownAlert));
            return new StatusLine(shownAlert, rest.isEmpty() || fm.stringWidth(rest) <= left ? rest : fit(rest, fm, left));
        }
    }

    /** Shortens {@code text} with an ellipsis to fit {@code width} pixels. */
    static String fit(String text, FontMetrics fm, int width) {
        if (text.isEmpty() || fm.stringWidth(text) <= width) {
            return text;
        }
        String cut = text;
        while (cut.length() > 1 && fm.stringWidth(cut + "…") > width) {
            cut = cut.substring(0, cut.length() - 1);
        }
        return cut + "…";
    }
}
