package org.spriteplayground.ui;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;
import javax.swing.JButton;
import org.spriteplayground.lesson.ReadoutTable;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.worksheet.ReadoutsCsv;

/** The side panel's "Export CSV…" button: every readout table on show, one value per line. */
final class ReadoutsExport {

    /** The button's Alt key. */
    static final char MNEMONIC = 'X';

    private ReadoutsExport() {
    }

    /** Returns the button; {@code tables} gives the tables as the panel shows them at the press. */
    static JButton button(Playground model, Supplier<List<ReadoutTable>> tables) {
        JButton button = new JButton("Export CSV…");
        button.setName("exportReadouts");
        button.setMnemonic(MNEMONIC);
        button.putClientProperty("JButton.buttonType", "roundRect");
        button.setToolTipText("Save every readout table on show as CSV: " + ReadoutsCsv.HEADER + " (Alt+" + MNEMONIC + ")");
        KeyboardAccess.reachable(button, "Export readouts as CSV", button.getToolTipText());
        button.addActionListener(e -> {
            List<ReadoutTable> now = tables.get();
            Path file = FileDialogs.save(button, "Export readouts as CSV", model.entry().id() + "-readouts.csv", "CSV table", "csv");
            if (file == null) {
                return;
            }
            try {
                ReadoutsCsv.write(file, now);
                model.say("Saved " + file);
            } catch (IOException | RuntimeException x) {
                FileDialogs.error(button, "Cannot save " + file.getFileName(), file, x);
            }
        });
        return button;
    }
}
