package org.spriteplayground.ui;

import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.util.Locale;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.playground.Speeds;
import org.spriteplayground.render.Palette;
import org.spriteplayground.sim.Ink;

/**
 * What the canvas says about playback, in a strip above the world: a status line (running, step,
 * speed), the lesson's headline if it has one, and for lessons that measure speed the one meter's
 * figures; while paused the line leads
 * with a banner saying so and how to go on, in the alert colour, so nothing covers the world.
 */
final class CanvasStatus {

    private CanvasStatus() {
    }

    /** Returns the status line: "running · step 120 · speed 1×", with the real rate when the machine is behind. */
    static String line(Playground model) {
        return line(model, true);
    }

    /** Returns the status line, saying why the real rate differs only if {@code explain}. */
    private static String line(Playground model, boolean explain) {
        StringBuilder text = new StringBuilder(model.paused() ? "paused" : "running");
        text.append(String.format(Locale.ROOT, " · step %,d · speed %s", model.simulation().steps(), Speeds.text(model.speed())));
        double behind = model.behindRate();
        if (!Double.isNaN(behind)) {
            text.append(String.format(Locale.ROOT, explain ? " (really %.2f×: this machine is behind)" : " (really %.2f×)", behind));
        }
        return text.toString();
    }

    /** Returns the second line for lessons that measure speed: the one meter's figures; else null. */
    static String perfLine(Playground model) {
        return model.lesson().showsPerformance() ? "measured here: " + model.perf().line() : null;
    }

    /** Returns the height of the strip the status lines need. */
    static int height(FontMetrics fm, Playground model) {
        int lines = 1 + (perfLine(model) != null ? 1 : 0) + (model.lesson().headline() != null ? 1 : 0);
        return 8 + lines * fm.getHeight();
    }

    /** Returns the banner shown while paused, or null while running. */
    static String banner(Playground model) {
        if (!model.paused()) {
            return null;
        }
        return model.failure() != null ? "PAUSED: " + model.failure() + ". Space resumes, R resets." : "PAUSED. Space resumes, Enter steps once.";
    }

    /**
     * Paints the status lines into the strip of {@code height} at the top. While paused the first
     * line leads with the banner, in the alert colour: the world below is never covered.
     */
    static void paint(Graphics2D g, int width, int height, Playground model, Font base) {
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setFont(base.deriveFont(Font.BOLD));
        FontMetrics fm = g.getFontMetrics();
        int room = width - 24;
        int baseline = 4 + fm.getAscent();
        String banner = banner(model);
        if (banner == null) {
            String line = line(model);
            if (fm.stringWidth(line) > room) {
                line = line(model, false); // a narrow canvas keeps the figures, not the explanation
            }
            g.setColor(Palette.color(Ink.TEXT));
            g.drawString(fit(line, fm, room), 12, baseline);
        } else {
            String[] text = pausedText(model, fm, room);
            g.setColor(Palette.color(Ink.HIT));
            String shown = fit(text[0], fm, room);
            g.drawString(shown, 12, baseline);
            int used = fm.stringWidth(shown);
            g.setColor(Palette.color(Ink.TEXT));
            g.drawString(fit(text[1], fm, Math.max(0, room - used)), 12 + used, baseline);
        }
        g.setColor(Palette.color(Ink.TEXT));
        int next = 4 + fm.getHeight() + fm.getAscent();
        String headline = model.lesson().headline();
        if (headline != null) {
            g.drawString(fit(headline, fm, room), 12, next);
            next += fm.getHeight();
        }
        String perf = perfLine(model);
        if (perf != null) {
            String figures = model.perf().line();
            g.drawString(fit(fm.stringWidth(perf) > room ? figures : perf, fm, room), 12, next);
        }
    }

    /**
     * Returns the paused line as its alert part and the rest: the banner, then the step and speed.
     * Those are what a class reads while paused, so on a narrow canvas (UI scale 2) they stay and
     * the banner shortens to "PAUSED" with its first instruction.
     */
    static String[] pausedText(Playground model, FontMetrics fm, int room) {
        String banner = banner(model);
        String figures = String.format(Locale.ROOT, "  · step %,d · speed %s", model.simulation().steps(), Speeds.text(model.speed()));
        if (fm.stringWidth(banner + figures) <= room) {
            return new String[] {banner, figures};
        }
        return new String[] {"PAUSED", figures + (model.failure() != null ? "  · R resets" : "  · Space resumes")};
    }

    /** Shortens {@code text} with an ellipsis to fit {@code width} pixels. */
    static String fit(String text, FontMetrics fm, int width) {
        if (fm.stringWidth(text) <= width) {
            return text;
        }
        String cut = text;
        while (cut.length() > 1 && fm.stringWidth(cut + "…") > width) {
            cut = cut.substring(0, cut.length() - 1);
        }
        return cut + "…";
    }
}
