package org.spriteplayground.ui.dialogs;

import java.awt.Component;
import java.awt.Dimension;
import java.util.ArrayList;
import java.util.List;
import javax.swing.Action;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.KeyStroke;
import net.miginfocom.swing.MigLayout;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.settings.AppLog;
import org.spriteplayground.ui.AppActions;
import org.spriteplayground.ui.Commands;
import org.spriteplayground.ui.side.Mnemonics;
import org.spriteplayground.ui.side.SidePanel;
import org.spriteplayground.ui.side.Wrap;

/** Help &gt; Keys and mouse, built from the actions and the catalogue themselves, Help &gt; For the teacher and Help &gt; About. */
public final class HelpDialogs {

    private HelpDialogs() {
    }

    /** Help &gt; Keys and mouse: every action's keys, the lesson keys, the steering keys and the mouse. */
    public static void keys(Component parent, List<Action> actions) {
        java.awt.Rectangle screen = java.awt.GraphicsEnvironment.getLocalGraphicsEnvironment().getMaximumWindowBounds();
        JScrollPane list = keysPane(actions, screen.getSize());
        javax.swing.JDialog dialog = new JOptionPane(list, JOptionPane.PLAIN_MESSAGE).createDialog(parent, Texts.text("help.keys.title"));
        // Once the pane has made OK the default button (so Enter and Esc close it), the list takes the keyboard, so that the
        // arrows, Page Up/Down, Home/End and Ctrl+Home/End scroll it: else the lower two thirds would need a mouse wheel.
        dialog.addWindowFocusListener(new java.awt.event.WindowAdapter() {
            @Override
            public void windowGainedFocus(java.awt.event.WindowEvent e) {
                list.getViewport().getView().requestFocusInWindow();
                dialog.removeWindowFocusListener(this);
            }
        });
        dialog.setVisible(true);
        dialog.dispose();
    }

    /** Returns the keys table in a pane that fits {@code screen} and scrolls about three lines of it per mouse-wheel notch. */
    static JScrollPane keysPane(List<Action> actions, Dimension screen) {
        JPanel table = keysTable(actions, screen.width - 120);
        JScrollPane scroll = new JScrollPane(table, JScrollPane.VERTICAL_SCROLLBAR_AS_NEEDED, JScrollPane.HORIZONTAL_SCROLLBAR_NEVER);
        scroll.setBorder(null);
        // The table is a Tab stop from which the arrows, Page Up/Down and Ctrl+Home/End (the look's scroll-pane keys) and Home/End scroll it.
        table.setFocusable(true);
        table.getAccessibleContext().setAccessibleName(Texts.text("help.keys.title"));
        javax.swing.InputMap keys = scroll.getInputMap(JComponent.WHEN_ANCESTOR_OF_FOCUSED_COMPONENT);
        keys.put(KeyStroke.getKeyStroke(java.awt.event.KeyEvent.VK_HOME, 0), "scrollHome");
        keys.put(KeyStroke.getKeyStroke(java.awt.event.KeyEvent.VK_END, 0), "scrollEnd");
        scroll.setPreferredSize(new Dimension(Math.min(table.getPreferredSize().width + 24, screen.width - 80),
                Math.min(table.getPreferredSize().height + 8, screen.height - 200)));
        int line = table.getFontMetrics(table.getFont()).getHeight();
        scroll.getVerticalScrollBar().setUnitIncrement(line);
        scroll.getVerticalScrollBar().setBlockIncrement(scroll.getPreferredSize().height - 2 * line);
        return scroll;
    }

    /**
     * Returns the table of keys, lesson keys and gestures within {@code room} pixels: a key wider
     * than a fifth of it breaks into lines, and the descriptions wrap to the room the keys and
     * names leave; where that is too little (long German key names at UI scale 2), each
     * description goes on a line of its own under its name.
     */
    public static JPanel keysTable(List<Action> actions, int room) {
        List<String[]> rows = new ArrayList<>();
        rows.add(new String[] {Texts.text("help.section.commands")});
        for (Action action : actions) {
            Object plain = action.getValue(Commands.PLAIN_NAME);
            Object tip = action.getValue(Commands.PLAIN_TIP);
            rows.add(new String[] {AppActions.allKeysText(action), (String) (plain != null ? plain : action.getValue(Action.NAME)),
                    (String) (tip != null ? tip : action.getValue(Action.SHORT_DESCRIPTION))});
        }
        rows.add(new String[] {Texts.text("help.section.lessons")});
        for (int i = 0; i < Lessons.ALL.size(); i++) {
            KeyStroke key = AppActions.lessonKey(i);
            Lessons.Entry lesson = Lessons.ALL.get(i);
            rows.add(new String[] {key != null ? AppActions.keyText(key) : "", lesson.id(), Texts.lessonTitle(lesson.id(), lesson.title())});
        }
        rows.add(new String[] {Texts.text("help.section.canvas")});
        GESTURES.forEach(name -> rows.addAll(gestures(name)));
        JPanel table = keysTable(rows, room, false);
        return table.getPreferredSize().width <= room ? table : keysTable(rows, room, true);
    }

    private static JPanel keysTable(List<String[]> rows, int room, boolean stacked) {
        JPanel table = new JPanel(new MigLayout(
                "wrap 3, insets 4",          // layout
                "[right]16[left]16[left]", // columns: key, command, what it does
                "[]3[]"));                  // rows
        List<JLabel> descriptions = new ArrayList<>();
        for (String[] row : rows) {
            if (row.length == 1) {
                JLabel heading = new JLabel(row[0]);
                heading.putClientProperty("FlatLaf.styleClass", "h4");
                table.add(heading, "span 3, gaptop 8, align left");
                continue;
            }
            JLabel key = new JLabel();
            key.putClientProperty("FlatLaf.styleClass", "monospaced");
            wrap(key, row[0], Math.max(SidePanel.scaled(140), room / 5), "right");
            table.add(key);
            table.add(new JLabel(row[1]), stacked ? "span 2" : "");
            JLabel what = new JLabel(row[2]);
            descriptions.add(what);
            table.add(what, stacked ? "skip 1, span 2" : "");
        }
        int over = table.getPreferredSize().width - room;
        int widest = descriptions.stream().mapToInt(l -> l.getPreferredSize().width).max().orElse(0);
        int target = Math.max(SidePanel.scaled(160), widest - over);
        descriptions.forEach(what -> wrap(what, what.getText(), target, "left"));
        table.invalidate(); // MigLayout measured the descriptions unwrapped
        return table;
    }

    /**
     * Shows {@code text} on {@code label} as a label shows it ({@link Wrap#label}: a seed's output as
     * code), as HTML wrapped to at most {@code width} pixels ({@link #wrapped}) where it is wider.
     * HTML reads a CSS width in units of its own: a short word set 100 CSS pixels wide tells how
     * many screen pixels they are.
     */
    static void wrap(JLabel label, String text, int width, String align) {
        label.setText(Wrap.label(text));
        if (label.getPreferredSize().width > width) {
            label.setText(wrapped("m", 100, align));
            label.setText(wrapped(text, (int) Math.floor(width * 100.0 / label.getPreferredSize().width), align));
        }
    }

    /**
     * The mouse and steering gestures Help lists, in order: each is three texts,
     * {@code help.gesture.NAME.key}, {@code .name} and {@code .what} (for a gesture that lessons
     * declare as their own, a pattern given the lesson's title; for the export, the button's Alt key).
     */
    static final List<String> GESTURES = List.of("drag", "shiftDrag", "wheel", "steer", "drop", "doubleClick", "tab", "arrows",
            "brackets", "pages", "enter", "space", "alt", "export", "escape", "timeline", "predictAnswer", "predictContinue");

    /**
     * Returns gesture {@code name}'s rows: its key, command and what it does, in the language in
     * force; for a gesture that lessons declare as their own ({@link Lessons.Entry#gestures()}),
     * one row for each of them, naming it.
     */
    public static List<String[]> gestures(String name) {
        String prefix = "help.gesture." + name;
        String key = name.equals("export") ? Texts.format(prefix + ".key", String.valueOf(Mnemonics.EXPORT)) : Texts.text(prefix + ".key");
        List<Lessons.Entry> owners = Lessons.ALL.stream().filter(e -> e.gestures().contains(name)).toList();
        if (owners.isEmpty()) {
            return List.<String[]>of(new String[] {key, Texts.text(prefix + ".name"), Texts.text(prefix + ".what")});
        }
        return owners.stream().map(e -> new String[] {key, Texts.text(prefix + ".name"), Texts.format(prefix + ".what", e.title())}).toList();
    }

    /**
     * Returns {@code text} as HTML that Swing wraps to {@code cssWidth} CSS pixels, aligned
     * {@code align} (left or right), breaking only where the language may ({@link Wrap#html}).
     */
    static String wrapped(String text, int cssWidth, String align) {
        return "<html><body style='width:" + cssWidth + "px'><div align='" + align + "'>" + Wrap.html(text) + "</div></body></html>"; // not shown
    }

    /**
     * Help &gt; For the teacher: the note for the teacher on {@code lesson}, the lesson on show,
     * under its title, wrapped to the screen as About's text is.
     */
    public static void teacher(Component parent, Lesson lesson) {
        JOptionPane.showMessageDialog(parent, teacherNote(lesson), Texts.text("help.teacher.title"), JOptionPane.PLAIN_MESSAGE);
    }

    /** Returns what Help &gt; For the teacher shows of {@code lesson}: its title as a heading, then its note for the teacher. */
    static JPanel teacherNote(Lesson lesson) {
        JLabel title = new JLabel(lesson.title());
        title.putClientProperty("FlatLaf.styleClass", "h4");
        JPanel note = new JPanel(new MigLayout(
                "insets 0, wrap 1", // layout
                "[]",               // columns: one
                "[]8[]"));          // rows: the title, the note
        note.add(title);
        note.add(ScreenFit.text(lesson.teacherNote()));
        return note;
    }

    public static void about(Component parent) {
        String version = HelpDialogs.class.getPackage().getImplementationVersion();
        JLabel name = new JLabel(Texts.format("help.about.name", version != null ? version : Texts.text("help.about.development")));
        name.putClientProperty("FlatLaf.styleClass", "h4");
        JPanel about = new JPanel(new MigLayout("insets 0, wrap 1", "[]", "[]8[]"));
        about.add(name);
        about.add(ScreenFit.text(Texts.format("help.about.text", AppLog.file() != null ? AppLog.file().toString() : Texts.text("help.about.noLog"))));
        JOptionPane.showMessageDialog(parent, about, Texts.text("help.about.title"), JOptionPane.INFORMATION_MESSAGE);
    }
}
