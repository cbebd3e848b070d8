package org.spriteplayground.ui;

import java.awt.Component;
import java.awt.Dimension;
import java.util.List;
import javax.swing.Action;
import javax.swing.JLabel;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.KeyStroke;
import net.miginfocom.swing.MigLayout;
import org.spriteplayground.lesson.DotAndWall;
import org.spriteplayground.lesson.Lessons;

/** Help &gt; Keys and mouse, built from the actions and the catalogue themselves, and Help &gt; About. */
final class HelpDialogs {

    private HelpDialogs() {
    }

    /** Help &gt; Keys and mouse: every action's keys, the lesson keys, the steering keys and the mouse. */
    static void keys(Component parent, List<Action> actions) {
        java.awt.Rectangle screen = java.awt.GraphicsEnvironment.getLocalGraphicsEnvironment().getMaximumWindowBounds();
        JPanel table = keysTable(actions, screen.width - 120);
        JScrollPane scroll = new JScrollPane(table, JScrollPane.VERTICAL_SCROLLBAR_AS_NEEDED, JScrollPane.HORIZONTAL_SCROLLBAR_NEVER);
        scroll.setBorder(null);
        scroll.setPreferredSize(new Dimension(Math.min(table.getPreferredSize().width + 24, screen.width - 80),
                Math.min(table.getPreferredSize().height + 8, screen.height - 200)));
        JOptionPane.showMessageDialog(parent, scroll, "Keys and mouse", JOptionPane.PLAIN_MESSAGE);
    }

    /** Returns the table of keys, lesson keys and gestures, its descriptions wrapped to fit {@code room} pixels. */
    static JPanel keysTable(List<Action> actions, int room) {
        JPanel table = new JPanel(new MigLayout(
                "wrap 3, insets 4",          // layout
                "[right]16[left]16[left]", // columns: key, command, what it does
                "[]3[]"));                  // rows
        section(table, "Commands");
        for (Action action : actions) {
            Object plain = action.getValue(Commands.PLAIN_NAME);
            row(table, AppActions.allKeysText(action), (String) (plain != null ? plain : action.getValue(Action.NAME)), (String) (action.getValue(Commands.PLAIN_TIP) != null ? action.getValue(Commands.PLAIN_TIP) : action.getValue(Action.SHORT_DESCRIPTION)));
        }
        section(table, "Lessons");
        for (int i = 0; i < Lessons.ALL.size(); i++) {
            KeyStroke key = AppActions.lessonKey(i);
            row(table, key != null ? AppActions.keyText(key) : "", Lessons.ALL.get(i).id(), Lessons.ALL.get(i).title());
        }
        section(table, "On the canvas");
        for (String[] gesture : GESTURES) {
            row(table, gesture[0], gesture[1], gesture[2]);
        }
        wrapDescriptions(table, room);
        return table;
    }

    /** What the mouse and the steering keys do, for Help and the README alike. */
    static final String[][] GESTURES = {
        {"Drag", "Move", "Drag a sprite, circle, box, wall or point the lesson offers"},
        {"Shift+drag", "Turn", "Turn a sprite or box about its centre"},
        {"Wheel", "Resize", "Grow or shrink the circle under the pointer"},
        {"Arrows or W A S D", "Steer", "Steer the dot in " + DotAndWall.TITLE + " (there → does not step)"},
        {"Drop a file", "Open sprite", "Drop a PNG, GIF, JPEG or BMP image on the canvas to fly it"},
        {"Double-click", "Exact values", "Type the x, y, radius and angle of the object under the pointer"},
        {"Tab / Shift+Tab", "Select", "Ring the next or previous object on the canvas; past the last, Tab moves on to the side panel"},
        {"Arrows (Shift: ×10)", "Move selected", "Move the ringed object 1 world unit (Shift: 10)"},
        {"[ / ] (Shift: ×15)", "Turn selected", "Turn the ringed object 1° (Shift: 15°) if it turns"},
        {"Page Up / Page Down", "Resize selected", "Grow or shrink the ringed circle by 1"},
        {"Enter / Esc", "Values / let go", "With an object ringed: type its exact values / ring nothing (arrows and Enter step again)"},
        {"Space / arrows", "Use a control", "In the side panel, reached by Tab: press a preset or button, tick a switch, change a choice or slider"},
        {"Alt+letter", "Jump to a control", "The underlined letter of a preset (applied at once), choice or slider in the side panel"},
        {"Alt+" + ReadoutsExport.MNEMONIC, "Export CSV", "Save every readout table on show as CSV (the Export CSV… button under the readouts)"},
        {"Esc in the side panel", "Back to canvas", "Give the keys back to the canvas: Space pauses and the arrows step again"},
        {"Drag the timeline", "Show a past step", "Any of the last 10 minutes of steps, exactly as it was, paused"},
        {"1 / 2 / 3 in Predict", "Answer", "Hit or Miss, then Real or False alarm (three-outcomes: Apart, Touching, Overlapping)"},
        {"Enter or Space in Predict", "Continue", "After a reveal: run on to the next question"},
    };

    private static void section(JPanel table, String title) {
        JLabel heading = new JLabel(title);
        heading.putClientProperty("FlatLaf.styleClass", "h4");
        table.add(heading, "span 3, gaptop 8, align left");
    }

    private static void row(JPanel table, String key, String name, String description) {
        JLabel keyLabel = new JLabel(key);
        keyLabel.putClientProperty("FlatLaf.styleClass", "monospaced");
        table.add(keyLabel);
        table.add(new JLabel(name));
        JLabel what = new JLabel(description);
        what.putClientProperty(DESCRIPTION, description);
        table.add(what);
    }

    private static final String DESCRIPTION = "SpritePlayground.description";

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
            sample.setText(wrapped((String) sample.getClientProperty(DESCRIPTION), 100));
            double cssPerPixel = 100.0 / sample.getPreferredSize().width;
            for (JLabel label : descriptions) {
                label.setText(wrapped((String) label.getClientProperty(DESCRIPTION), (int) Math.floor(target * cssPerPixel)));
                label.invalidate();
            }
        }
    }

    private static String wrapped(String text, int cssWidth) {
        return "<html><body style='width:" + cssWidth + "px'>" + text.replace("&", "&amp;").replace("<", "&lt;") + "</body></html>";
    }

    static void about(Component parent) {
        String version = HelpDialogs.class.getPackage().getImplementationVersion();
        JLabel name = new JLabel("Sprite Playground " + (version != null ? version : "(development build)"));
        name.putClientProperty("FlatLaf.styleClass", "h4");
        JPanel about = new JPanel(new MigLayout("insets 0, wrap 1", "[]", "[]8[]"));
        about.add(name);
        about.add(ScreenFit.text("See and teach 2D collision bounds: bounding circles, boxes and pixels.\n"
                + "Built on FlatLaf, MigLayout, XChart and JTS. Sprites drawn by this project.\n\n"
                + "Log file: " + (AppLog.file() != null ? AppLog.file() : "none (standard error)")));
        JOptionPane.showMessageDialog(parent, about, "About Sprite Playground", JOptionPane.INFORMATION_MESSAGE);
    }
}
