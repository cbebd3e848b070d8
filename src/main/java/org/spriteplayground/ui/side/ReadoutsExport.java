package org.spriteplayground.ui.side;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;
import javax.swing.JButton;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.ReadoutTable;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.ui.dialogs.FileDialogs;
import org.spriteplayground.ui.KeyboardAccess;
import org.spriteplayground.worksheet.ReadoutsCsv;

/** The side panel's "Export CSV…" button: every readout table on show, one value per line. */
public final class ReadoutsExport {

    /** The button's Alt key. */
    public static final char MNEMONIC = 'X';

    private ReadoutsExport() {
    }

    /** Returns the button; {@code tables} gives the tables as the panel shows them at the press. */
    static JButton button(Playground model, Supplier<List<ReadoutTable>> tables) {
        JButton button = new JButton(Texts.text("export.readouts.button"));
        button.setName("exportReadouts");
        button.setMnemonic(MNEMONIC);
        button.putClientProperty("JButton.buttonType", "roundRect");
        button.setToolTipText(Texts.format("export.readouts.tip", ReadoutsCsv.HEADER, String.valueOf(MNEMONIC)));
        KeyboardAccess.reachable(button, Texts.text("export.readouts.title"), button.getToolTipText());
        button.addActionListener(e -> {
            List<ReadoutTable> now = ReadoutsCsv.neutral(tables); // English words and plain numbers, whatever the screen shows
            Path file = FileDialogs.save(button, Texts.text("export.readouts.title"), model.entry().id() + "-readouts.csv", Texts.text("filedialog.csv"), "csv");
            if (file != null) {
                try {
                    ReadoutsCsv.write(file, now);
                    model.say(Texts.format("export.saved", file));
                } catch (IOException | RuntimeException x) {
                    FileDialogs.error(button, Texts.format("export.cannotSave", file.getFileName()), file, x);
                }
            }
            KeyboardAccess.afterDialog(button);
        });
        return button;
    }
}
