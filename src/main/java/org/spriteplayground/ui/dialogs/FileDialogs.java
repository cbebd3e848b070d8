package org.spriteplayground.ui.dialogs;

import java.awt.Component;
import java.awt.Window;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.function.BiFunction;
import java.util.function.UnaryOperator;
import org.spriteplayground.i18n.Texts;
import javax.swing.JFileChooser;
import javax.swing.JOptionPane;
import javax.swing.SwingUtilities;
import javax.swing.filechooser.FileNameExtensionFilter;
import org.spriteplayground.files.SafeFiles;
import org.spriteplayground.settings.LastFolder;
import org.spriteplayground.settings.SettingsFile;

/**
 * Open and save dialogs with the checks a user expects: extensions added, overwrites confirmed,
 * and each starting in the folder a file was last chosen in ({@link LastFolder}, kept in the
 * settings for the next start too).
 */
public final class FileDialogs {

    /** The session's copy of the settings' last folder, read when the first dialog opens. */
    private static LastFolder folders;

    private FileDialogs() {
    }

    /** Returns the last folder of the settings file in use. */
    private static synchronized LastFolder folders() {
        if (folders == null) {
            folders = new LastFolder(SettingsFile.defaultFile());
        }
        return folders;
    }

    /** Remembers that a file was just chosen (or opened) in {@code folder}. */
    public static void used(File folder) {
        folders().set(folder);
    }

    /** Remembers {@code folder} for the next dialog if a file can be saved there: a folder no save can write to would be offered again and again. */
    static void savingIn(File folder) {
        if (folder != null && SafeFiles.canWriteIn(folder.toPath())) {
            used(folder);
        }
    }

    /** Returns a chooser titled {@code title} showing the folder a file was last chosen in (home if none). */
    static JFileChooser chooser(String title) {
        JFileChooser chooser = new JFileChooser(folders().get());
        chooser.setDialogTitle(title);
        return chooser;
    }

    /**
     * Returns the window that holds {@code c} (or {@code c} itself if it is one or stands in none),
     * so that a dialog asked for from a button in the side panel opens centred on the window, not
     * around the button.
     */
    private static Component window(Component c) {
        Window window = c == null || c instanceof Window ? null : SwingUtilities.getWindowAncestor(c);
        return window != null ? window : c;
    }

    /** Asks for a file to save; returns null if the user cancelled or declined to overwrite. */
    public static Path save(Component from, String title, String suggested, String description, String extension) {
        String ending = "." + extension;
        return save(from, title, suggested, description, extension,
                p -> p.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(ending) ? p : p.resolveSibling(p.getFileName() + ending));
    }

    /**
     * Asks for a file to save, the name typed given its ending by {@code named} before an
     * overwrite is confirmed; returns null if the user cancelled or declined to overwrite.
     */
    public static Path save(Component from, String title, String suggested, String description, String extension, UnaryOperator<Path> named) {
        return save(from, title, suggested, List.of(new FileNameExtensionFilter(Texts.format("filedialog.filter", description, extension), extension)),
                (kind, p) -> named.apply(p));
    }

    /**
     * Asks for a file to save of one of the kinds {@code filters} offer, the first chosen at
     * first: a name typed with one of their endings keeps it, and that ending says the kind; a
     * name without gets the ending of the kind chosen in the dialog. Returns null if the user
     * cancelled or declined to overwrite.
     */
    public static Path save(Component from, String title, String suggested, List<FileNameExtensionFilter> filters) {
        return save(from, title, suggested, filters, (kind, p) -> {
            String name = p.getFileName().toString().toLowerCase(Locale.ROOT);
            if (kind == null || filters.stream().anyMatch(f -> name.endsWith("." + f.getExtensions()[0]))) {
                return p;
            }
            return p.resolveSibling(p.getFileName() + "." + kind.getExtensions()[0]);
        });
    }

    /** Asks for a file of the kinds {@code filters} offer, the name typed made final by {@code named} given the kind chosen (null for "all files"). */
    private static Path save(Component from, String title, String suggested, List<FileNameExtensionFilter> filters,
            BiFunction<FileNameExtensionFilter, Path, Path> named) {
        Component parent = window(from);
        JFileChooser chooser = chooser(title);
        filters.forEach(chooser::addChoosableFileFilter);
        chooser.setFileFilter(filters.get(0));
        chooser.setSelectedFile(new File(chooser.getCurrentDirectory(), suggested));
        if (chooser.showSaveDialog(parent) != JFileChooser.APPROVE_OPTION) {
            return null;
        }
        FileNameExtensionFilter kind = chooser.getFileFilter() instanceof FileNameExtensionFilter f ? f : null;
        File file = named.apply(kind, chooser.getSelectedFile().toPath()).toFile();
        savingIn(file.getParentFile());
        if (Files.exists(file.toPath()) && JOptionPane.showConfirmDialog(parent, ScreenFit.message(Texts.format("filedialog.replace", file.getName())), title,
                JOptionPane.YES_NO_OPTION, JOptionPane.WARNING_MESSAGE) != JOptionPane.YES_OPTION) {
            return null;
        }
        return file.toPath();
    }

    /** Asks for a file to open, of the kind {@code filter} shows; returns null if the user cancelled. */
    public static Path open(Component parent, String title, FileNameExtensionFilter filter) {
        JFileChooser chooser = chooser(title);
        chooser.setFileFilter(filter);
        if (chooser.showOpenDialog(window(parent)) != JFileChooser.APPROVE_OPTION) {
            return null;
        }
        used(chooser.getSelectedFile().getAbsoluteFile().getParentFile());
        return chooser.getSelectedFile().toPath();
    }

    /** Asks for any number of files to open, of the kind {@code filter} shows; returns none if the user cancelled. */
    public static java.util.List<Path> openMany(Component parent, String title, FileNameExtensionFilter filter) {
        JFileChooser chooser = chooser(title);
        chooser.setFileFilter(filter);
        chooser.setMultiSelectionEnabled(true);
        if (chooser.showOpenDialog(window(parent)) != JFileChooser.APPROVE_OPTION || chooser.getSelectedFiles().length == 0) {
            return java.util.List.of();
        }
        used(chooser.getSelectedFiles()[0].getAbsoluteFile().getParentFile());
        return java.util.Arrays.stream(chooser.getSelectedFiles()).map(File::toPath).toList();
    }

    /**
     * Shows a failure in one line: for a save, the plain line of {@link org.spriteplayground.files.SafeFiles},
     * which every writer's failure becomes.
     */
    public static void error(Component parent, String title, Exception e) {
        String reason = e.getMessage() != null ? e.getMessage().lines().findFirst().orElse("") : e.getClass().getSimpleName();
        JOptionPane.showMessageDialog(window(parent), ScreenFit.message(reason), title, JOptionPane.ERROR_MESSAGE);
    }
}
