package org.spriteplayground.ui.canvas;

import java.awt.Component;
import java.util.HashSet;
import java.util.Set;
import java.util.logging.Level;
import javax.swing.JDialog;
import javax.swing.JOptionPane;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.settings.AppLog;

/**
 * What happens when a tick, an overlay or a paint throws: the failure is logged once with its
 * stack trace, shown once in a non-modal message, and the lesson pauses with the reason on the
 * canvas until the user resumes (Space) or resets (R). The same failure again is neither logged
 * nor shown again, so a failure that repeats every frame cannot flood the log or the screen.
 */
public final class FailureReporter {

    private final Component parent;
    private final Playground model;
    private final Set<String> reported = new HashSet<>();
    private int failures;

    /**
     * @param parent where the message appears
     * @param model paused with the reason, which the canvas shows
     */
    public FailureReporter(Component parent, Playground model) {
        this.parent = parent;
        this.model = model;
    }

    /** Reports {@code failure} in {@code where} ("the tick", "drawing the lesson"); call on the event thread. */
    public void failed(String where, Throwable failure) {
        failures++;
        String reason = Texts.format("failure.failed", where, summary(failure));
        model.pauseForFailure(reason);
        if (!reported.add(key(where, failure))) {
            return;
        }
        AppLog.LOG.log(Level.SEVERE, where + " failed: " + summary(failure), failure); // not shown
        JOptionPane pane = new JOptionPane(Texts.format("failure.message", escape(reason),
                escape(AppLog.file() != null ? AppLog.file().toString() : Texts.text("failure.console"))), JOptionPane.WARNING_MESSAGE);
        JDialog dialog = pane.createDialog(parent, Texts.text("failure.title"));
        dialog.setModal(false);
        dialog.setName("failureDialog");
        dialog.setVisible(true);
    }

    /**
     * Returns what makes two failures "the same": where, the exception's class and the line that
     * threw. The message is left out, since it often carries a changing value (an index, a time).
     */
    static String key(String where, Throwable failure) {
        StackTraceElement[] trace = failure.getStackTrace();
        return where + "|" + failure.getClass().getName() + "|" + (trace.length > 0 ? trace[0].toString() : "?");
    }

    /** Returns how many failures happened, reported or not. */
    public int failures() {
        return failures;
    }

    private static String summary(Throwable failure) {
        String message = failure.getMessage();
        return failure.getClass().getSimpleName() + (message != null ? ": " + message.lines().findFirst().orElse("") : "");
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
