package org.spriteplayground.ui.dialogs;

import java.awt.datatransfer.DataFlavor;
import java.awt.datatransfer.UnsupportedFlavorException;
import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Predicate;
import javax.swing.TransferHandler;

/** Files dropped on a window, as a list of paths: the one drop handler of the main window and the Class results window. */
public final class FileDrops {

    private FileDrops() {
    }

    /**
     * Returns a handler that gives the files of a drop to {@code files}, which says whether it took
     * them; a drop that cannot be read as files goes to {@code failed} and is refused.
     */
    public static TransferHandler of(Predicate<List<Path>> files, Consumer<Exception> failed) {
        return new TransferHandler() {
            @Override
            public boolean canImport(TransferSupport support) {
                return support.isDataFlavorSupported(DataFlavor.javaFileListFlavor);
            }

            @Override
            public boolean importData(TransferSupport support) {
                try {
                    @SuppressWarnings("unchecked")
                    List<File> dropped = (List<File>) support.getTransferable().getTransferData(DataFlavor.javaFileListFlavor);
                    return files.test(dropped.stream().map(File::toPath).toList());
                } catch (UnsupportedFlavorException | IOException e) {
                    failed.accept(e);
                    return false;
                }
            }
        };
    }
}
