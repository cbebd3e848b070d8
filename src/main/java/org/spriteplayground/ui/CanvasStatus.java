package org.spriteplayground.ui;

import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.util.Locale;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.render.Palette;
import org.spriteplayground.sim.Ink;

/**
 * What the canvas says about playback, drawn over the world: a status line in the top-left corner
 * (running or paused, step, speed, and for lessons that measure speed the one meter's figures) and,
 * while paused, a banner in the middle of the top edge saying so and how to go on.
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
        text.append(String.format(Locale.ROOT, " · step %,d · speed %s", model.simulation().steps(), Playground.speedText(model.speed())));
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
        int lines = perfLine(model) != null ? 2 : 1;
        return 8 + lines * fm.getHeight();
    }

    /** Returns the banner shown while paused, or null while running. */
    static String banner(Playground model) {
        if (!model.paused()) {
            return null;
        }
        return model.failure() != null ? "PAUSED: " + model.failure() + ". Space resumes, R resets." : "PAUSED. Space resumes, Enter steps once.";
    }

    /** Paints the status lines into the strip of {@code height} at the top, and the banner just below it. */
    static void paint(Graphics2D g, int width, int height, Playground model, Font base) {
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setFont(base.deriveFont(Font.BOLD));
        FontMetrics fm = g.getFontMetrics();
        g.setColor(Palette.color(Ink.TEXT));
        String line = line(model);
        if (fm.stringWidth(line) > width - 24) {
            line = line(model, false); // a narrow canvas keeps the figures, not the explanation
        }
        g.drawString(fit(line, fm, width - 24), 12, 4 + fm.getAscent());
        String perf = perfLine(model);
        if (perf != null) {
            String figures = model.perf().line();
            g.drawString(fit(fm.stringWidth(perf) > width - 24 ? figures : perf, fm, width - 24), 12, 4 + fm.getHeight() + fm.getAscent());
        }
        String banner = banner(model);
        if (banner != null) {
            String shown = fit(banner, fm, width - 40);
            int w = fm.stringWidth(shown) + 24;
            int h = fm.getHeight() + 12;
            int x = (width - w) / 2;
            int y = height + 8;
            Color back = Palette.background();
            g.setColor(new Color(back.getRed(), back.getGreen(), back.getBlue(), 225));
            g.fillRoundRect(x, y, w, h, 10, 10);
            g.setColor(Palette.color(Ink.HIT));
            g.drawRoundRect(x, y, w, h, 10, 10);
            g.drawString(shown, x + 12, y + 6 + fm.getAscent());
        }
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
