package org.spriteplayground.ui.dialogs;

import java.awt.Component;
import java.awt.Dimension;
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
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.settings.AppLog;
import org.spriteplayground.ui.AppActions;
import org.spriteplayground.ui.Commands;
import org.spriteplayground.ui.side.ReadoutsExport;
import org.spriteplayground.ui.side.SidePanel;

/** Help &gt; Keys and mouse, built from the actions and the catalogue themselves, and Help &gt; About. */
public final class HelpDialogs {

    private HelpDialogs() {
    }

    /** Help &gt; Keys and mouse: every action's keys, the lesson keys, the steering keys and the mouse. */
    public static void keys(Component parent, List<Action> actions) {
        java.awt.Rectangle screen = java.awt.GraphicsEnvironment.getLocalGraphicsEnvironment().getMaximumWindowBounds();
        JScrollPane list = keysPane(actions, screen.getSize());
        JOptionPane message = new ListFirstPane(list);
        javax.swing.JDialog dialog = message.createDialog(parent, Texts.text("help.keys.title"));
        dialog.setVisible(true);
        dialog.dispose();
    }

    /**
     * A message pane that gives the keyboard to its scrolling list when it opens, so that the
     * arrows, Page Up/Down, Home/End and Ctrl+Home/End scroll it, while Enter (OK is the default
     * button) and Esc still close it: with the focus on OK, the lower two thirds of Help &gt; Keys
     * and mouse would be out of reach without a mouse wheel.
     */
    private static final class ListFirstPane extends JOptionPane {

        private static final long serialVersionUID = 1L;

        private final JScrollPane list;

        ListFirstPane(JScrollPane list) {
            super(list, JOptionPane.PLAIN_MESSAGE);
            this.list = list;
        }

        @Override
        public void selectInitialValue() {
            super.selectInitialValue(); // makes OK the default button
            list.getViewport().getView().requestFocusInWindow();
        }
    }

    /** Returns the keys table in a pane that fits {@code screen} and scrolls about three lines of it per mouse-wheel notch. */
    static JScrollPane keysPane(List<Action> actions, Dimension screen) {
        JPanel table = keysTable(actions, screen.width - 120);
        JScrollPane scroll = new JScrollPane(table, JScrollPane.VERTICAL_SCROLLBAR_AS_NEEDED, JScrollPane.HORIZONTAL_SCROLLBAR_NEVER);
        scroll.setBorder(null);
        keyboardScrolled(scroll);
        scroll.setPreferredSize(new Dimension(Math.min(table.getPreferredSize().width + 24, screen.width - 80),
                Math.min(table.getPreferredSize().height + 8, screen.height - 200)));
        int line = table.getFontMetrics(table.getFont()).getHeight();
        scroll.getVerticalScrollBar().setUnitIncrement(line);
        scroll.getVerticalScrollBar().setBlockIncrement(scroll.getPreferredSize().height - 2 * line);
        return scroll;
    }

    /**
     * Makes {@code scroll}'s view a Tab stop from which the arrows, Page Up/Down and Ctrl+Home/End
     * (the look and feel's scroll-pane keys) and plain Home/End scroll it.
     */
    private static void keyboardScrolled(JScrollPane scroll) {
        JComponent view = (JComponent) scroll.getViewport().getView();
        view.setFocusable(true);
        view.getAccessibleContext().setAccessibleName(Texts.text("help.keys.title"));
        javax.swing.InputMap keys = scroll.getInputMap(JComponent.WHEN_ANCESTOR_OF_FOCUSED_COMPONENT);
        keys.put(KeyStroke.getKeyStroke(java.awt.event.KeyEvent.VK_HOME, 0), "scrollHome");
        keys.put(KeyStroke.getKeyStroke(java.awt.event.KeyEvent.VK_END, 0), "scrollEnd");
    }

    /**
     * Returns the table of keys, lesson keys and gestures, its descriptions wrapped to fit
     * {@code room} pixels; where the keys and names leave the descriptions too little of it (long
     * German key names at UI scale 2), each description goes on a line of its own under its name.
     */
    public static JPanel keysTable(List<Action> actions, int room) {
        JPanel table = keysTable(actions, room, false);
        return table.getPreferredSize().width <= room ? table : keysTable(actions, room, true);
    }

    private static JPanel keysTable(List<Action> actions, int room, boolean stacked) {
        JPanel table = new JPanel(new MigLayout(
                "wrap 3, insets 4",          // layout
                "[right]16[left]16[left]", // columns: key, command, what it does
                "[]3[]"));                  // rows
        section(table, Texts.text("help.section.commands"));
        for (Action action : actions) {
            Object plain = action.getValue(Commands.PLAIN_NAME);
            row(table, stacked, AppActions.allKeysText(action), (String) (plain != null ? plain : action.getValue(Action.NAME)),
                    (String) (action.getValue(Commands.PLAIN_TIP) != null ? action.getValue(Commands.PLAIN_TIP) : action.getValue(Action.SHORT_DESCRIPTION)));
        }
        section(table, Texts.text("help.section.lessons"));
        for (int i = 0; i < Lessons.ALL.size(); i++) {
            KeyStroke key = AppActions.lessonKey(i);
            row(table, stacked, key != null ? AppActions.keyText(key) : "", Lessons.ALL.get(i).id(), Texts.lessonTitle(Lessons.ALL.get(i).id(), Lessons.ALL.get(i).title()));
        }
        section(table, Texts.text("help.section.canvas"));
        for (String name : GESTURES) {
            for (String[] gesture : gestures(name)) {
                row(table, stacked, gesture[0], gesture[1], gesture[2]);
            }
        }
        wrapKeys(table, Math.max(SidePanel.scaled(140), room / 5));
        wrapDescriptions(table, room);
        return table;
    }

    /**
     * The mouse and steering gestures Help lists, in order: each is three texts,
     * {@code help.gesture.NAME.key}, {@code .name} and {@code .what} (for a gesture that lessons
     * declare as their own, a pattern given the lesson's title; for the export, the button's Alt key).
     */
    static final List<String> GESTURES = List.of("drag", "shiftDrag", "wheel", "steer", "drop", "doubleClick", "tab", "arrows",
            "brackets", "pages", "enter", "space", "alt", "export", "escape", "timeline", "predictAnswer", "predictContinue");

    /** Returns gesture {@code name}'s key, command and what it does, in the language in force (the first of {@link #gestures}). */
    public static String[] gesture(String name) {
        return gestures(name).get(0);
    }

    /**
     * Returns gesture {@code name}'s rows: its key, command and what it does, in the language in
     * force; for a gesture that lessons declare as their own ({@link Lessons.Entry#gestures()}),
     * one row for each of them, naming it.
     */
    public static List<String[]> gestures(String name) {
        String prefix = "help.gesture." + name;
        String key = name.equals("export") ? Texts.format(prefix + ".key", String.valueOf(ReadoutsExport.MNEMONIC)) : Texts.text(prefix + ".key");
        List<Lessons.Entry> owners = Lessons.ALL.stream().filter(e -> e.gestures().contains(name)).toList();
        if (owners.isEmpty()) {
            return List.<String[]>of(new String[] {key, Texts.text(prefix + ".name"), Texts.text(prefix + ".what")});
        }
        return owners.stream().map(e -> new String[] {key, Texts.text(prefix + ".name"), Texts.format(prefix + ".what", e.title())}).toList();
    }

    private static void section(JPanel table, String title) {
        JLabel heading = new JLabel(title);
        heading.putClientProperty("FlatLaf.styleClass", "h4");
        table.add(heading, "span 3, gaptop 8, align left");
    }

    /** Adds a row: key, name and description side by side, or, {@code stacked}, the description under the name across two columns. */
    private static void row(JPanel table, boolean stacked, String key, String name, String description) {
        JLabel keyLabel = new JLabel(key);
        keyLabel.putClientProperty("FlatLaf.styleClass", "monospaced");
        keyLabel.putClientProperty(KEY, key);
        table.add(keyLabel);
        table.add(new JLabel(name), stacked ? "span 2" : "");
        JLabel what = new JLabel(description);
        what.putClientProperty(DESCRIPTION, description);
        table.add(what, stacked ? "skip 1, span 2" : "");
    }

    private static final String DESCRIPTION = "SpritePlayground.description";

    private static final String KEY = "SpritePlayground.key";

    /**
     * Breaks each key text wider than {@code widest} pixels into lines, right-aligned, so that a
     * long key ("Strg+Umschalt+Z oder Strg+Y") does not take the descriptions' room.
     */
    private static void wrapKeys(JPanel table, int widest) {
        for (Component c : table.getComponents()) {
            if (c instanceof JLabel label && label.getClientProperty(KEY) instanceof String key && label.getPreferredSize().width > widest) {
                label.setText(wrapped(key, 100, "right"));
                double cssPerPixel = 100.0 / label.getPreferredSize().width;
                label.setText(wrapped(key, (int) Math.floor(widest * cssPerPixel), "right"));
            }
        }
    }

    /**
     * Wraps the descriptions so that the table is at most {@code room} pixels wide (a small screen,
     * UI scale 2): the text breaks into lines instead of running off to a sideways scroll.
     */
    private static void wrapDescriptions(JPanel table, int room) {
        List<JLabel> descriptions = new java.util.ArrayList<>();
        for (Component c : table.getComponents()) {
            if (c instanceof JLabel label && label.getClientProperty(DESCRIPTION) != null) {
                descriptions.add(label);
            }
        }
        // HTML reads a CSS width in its own units; each pass measures the widest description as
        // shown and narrows it by what the table still has too much.
        for (int pass = 0; pass < 4; pass++) {
            table.invalidate();
            int over = table.getPreferredSize().width - room;
            int widest = descriptions.stream().mapToInt(l -> l.getPreferredSize().width).max().orElse(0);
            if (over <= 0 || widest <= SidePanel.scaled(160)) {
                return;
            }
            int target = Math.max(SidePanel.scaled(160), widest - over);
            JLabel sample = descriptions.get(0);
            sample.setText(wrapped((String) sample.getClientProperty(DESCRIPTION), 100, "left"));
            double cssPerPixel = 100.0 / sample.getPreferredSize().width;
            for (JLabel label : descriptions) {
                label.setText(wrapped((String) label.getClientProperty(DESCRIPTION), (int) Math.floor(target * cssPerPixel), "left"));
                label.invalidate();
            }
        }
    }

    /**
     * Returns {@code text} as HTML that Swing wraps to {@code cssWidth} CSS pixels, aligned
     * {@code align} (left or right), never parting what {@link KeptTogether} keeps together.
     */
    static String wrapped(String text, int cssWidth, String align) {
        return "<html><body style='width:" + cssWidth + "px'><div align='" + align + "'>" + KeptTogether.html(text) + "</div></body></html>"; // not shown
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
