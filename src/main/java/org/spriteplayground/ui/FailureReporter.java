package org.spriteplayground.ui;

import java.awt.Component;
import java.util.HashSet;
import java.util.Set;
import java.util.logging.Level;
import javax.swing.JDialog;
import javax.swing.JOptionPane;

/**
 * What happens when a tick, an overlay or a paint throws: the failure is logged once with its
 * stack trace, shown once in a non-modal message, and the lesson pauses with the reason on the
 * canvas until the user resumes (Space) or resets (R). The same failure again is neither logged
 * nor shown again, so a failure that repeats every frame cannot flood the log or the screen.
 */
final class FailureReporter {

    private final Component parent;
    private final Runnable pause;
    private final Set<String> reported = new HashSet<>();
    private String reason;
    private int failures;

    /**
     * @param parent where the message appears
     * @param pause pauses the simulation (and the Pause switch with it)
     */
    FailureReporter(Component parent, Runnable pause) {
        this.parent = parent;
        this.pause = pause;
    }

    /** Reports {@code failure} in {@code where} ("the tick", "drawing the lesson"); call on the event thread. */
    void failed(String where, Throwable failure) {
        failures++;
        reason = where + " failed: " + summary(failure);
        pause.run();
        String signature = where + "|" + failure.getClass().getName() + "|" + failure.getMessage();
        if (!reported.add(signature)) {
            return;
        }
        AppLog.LOG.log(Level.SEVERE, reason, failure);
        JOptionPane pane = new JOptionPane("<html>" + escape(reason) + "<br><br>The lesson is paused. Space resumes, R resets.<br>"
                + "Details are in " + (AppLog.file() != null ? escape(AppLog.file().toString()) : "the console") + ".</html>", JOptionPane.WARNING_MESSAGE);
        JDialog dialog = pane.createDialog(parent, "Something went wrong");
        dialog.setModal(false);
        dialog.setName("failureDialog");
        dialog.setVisible(true);
    }

    /** Returns why the lesson is paused after a failure, or null. */
    String reason() {
        return reason;
    }

    /** Forgets the reason: the user resumed or reset. Reported failures stay reported. */
    void clear() {
        reason = null;
    }

    /** Returns how many failures happened, reported or not. */
    int failures() {
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
