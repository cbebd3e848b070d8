package org.spriteplayground.ui;

import java.io.IOException;
import java.nio.file.Path;

/** File &gt; Export: asks where, writes, and says what happened in one line. */
final class Exports {

    private final MainFrame frame;

    Exports(MainFrame frame) {
        this.frame = frame;
    }

    void canvas(String lessonId) {
        ask("Export canvas as PNG", lessonId + ".png", "PNG image", "png", frame::exportCanvasTo);
    }

    void chart(String sprite) {
        ask("Export chart as PNG", "tightness-" + sprite + ".png", "PNG image", "png", frame::exportChartTo);
    }

    void table(String sprite) {
        ask("Export tightness table as CSV", "tightness-" + sprite + ".csv", "CSV table", "csv", frame::exportTableTo);
    }

    private interface Writer {
        void write(Path file) throws IOException;
    }

    private void ask(String title, String suggested, String description, String extension, Writer writer) {
        Path file = FileDialogs.save(frame, title, suggested, description, extension);
        if (file == null) {
            return;
        }
        try {
            writer.write(file);
            frame.status("Saved " + file);
        } catch (IOException | RuntimeException e) {
            FileDialogs.error(frame, "Cannot save " + file.getFileName(), e);
        }
    }
}
