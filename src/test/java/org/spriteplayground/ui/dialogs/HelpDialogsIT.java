package org.spriteplayground.ui.dialogs;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.event.ActionEvent;
import java.util.ArrayList;
import java.util.List;
import javax.swing.AbstractAction;
import javax.swing.Action;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.text.JTextComponent;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.sprite.SpriteLibrary;
import org.spriteplayground.ui.Commands;
import org.spriteplayground.ui.side.Mnemonics;

/**
 * (Needs a display for the menu key and the screen's size.) Help &gt; Keys and mouse fits the screen's width: long descriptions
 * wrap instead of running off; Help &gt; For the teacher shows each lesson's note.
 */
class HelpDialogsIT {

    @ParameterizedTest(name = "{0} px of room")
    @ValueSource(ints = {560, 720, 900})
    void theKeysTableFitsTheRoomAndKeepsEveryWord(int room) {
        List<Action> actions = List.of(
                action("Reset", "Put every body back at its start and clear the counters; the lesson's choices stay"),
                action("Tightness chart", "Area of every bound against the turn, with the current angle marked, for the lesson's sprite"));
        JPanel table = HelpDialogs.keysTable(actions, room);


        assertThat(table.getPreferredSize().width).as("the table's width").isLessThanOrEqualTo(room);
        List<String> texts = new ArrayList<>();
        for (Component c : table.getComponents()) {
            if (c instanceof JLabel label) {
                texts.add(label.getText().replaceAll("<[^>]*>", "")); // the words a reader sees, without the HTML that keeps some together
            }
        }
        assertThat(texts).anyMatch(t -> t.contains("the lesson's choices stay")).anyMatch(t -> t.contains("Drop a PNG, GIF, JPEG or BMP image"));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"de", "fr"})
    void inGermanAndFrenchTooTheTableFitsANarrowRoom(String language) {
        // German's long key names ("Eingabe oder Leertaste in Vorhersage") would leave the descriptions
        // too little room at UI scale 2, cutting them; each then goes under its name.
        try {
            org.spriteplayground.i18n.Texts.use(java.util.Locale.forLanguageTag(language));
            for (int room : new int[] {560, 720}) {
                JPanel table = HelpDialogs.keysTable(List.of(action("Reset", "Put every body back at its start")), room);
                assertThat(table.getPreferredSize().width).as("the table's width in %s, %d px of room", language, room).isLessThanOrEqualTo(room);
            }
        } finally {
            org.spriteplayground.i18n.Texts.use(null);
        }
    }

    @Test
    void aDescriptionWithALongWordStillUsesTheRoom() {
        // A word wider than 100 CSS pixels must not skew how wide the HTML is asked to be.
        String description = "Counts every Überschallgeschwindigkeitsflugzeugbegleitjäger near another, " + "and then some more words ".repeat(6);
        JPanel table = HelpDialogs.keysTable(List.of(action("Reset", description)), 900);
        int mine = 0;
        int widest = 0;
        for (Component c : table.getComponents()) {
            if (c instanceof JLabel label && label.getText().contains("align='left'")) {
                widest = Math.max(widest, label.getPreferredSize().width);
                mine = label.getText().contains("Überschall") ? label.getPreferredSize().width : mine;
            }
        }
        assertThat(mine).as("its width against the widest wrapped description's").isGreaterThan(widest * 3 / 4);
    }

    @Test
    void aCommandWhoseMenuNameFollowsTheLastEditIsListedByItsPlainName() {
        Action undo = Commands.command("Undo", javax.swing.KeyStroke.getKeyStroke(java.awt.event.KeyEvent.VK_Z, java.awt.event.InputEvent.CTRL_DOWN_MASK),
                "Take back the last change made by hand", () -> { });
        undo.putValue(Action.NAME, "Undo preset Reset by pixels");
        assertThat(texts(HelpDialogs.keysTable(List.of(undo), 4000))).contains("Undo").noneMatch(t -> t.contains("preset Reset"));
    }

    @Test
    void theSidePanelsExportKeyIsListed() {
        assertThat(texts(HelpDialogs.keysTable(List.of(), 4000))).contains("Alt+" + Mnemonics.EXPORT);
    }

    /** Help &gt; For the teacher shows every lesson's title and its whole note for the teacher, in every language. */
    @ParameterizedTest(name = "in {0}")
    @ValueSource(strings = {"en", "de", "fr"})
    void forTheTeacherShowsEveryLessonsNote(String language) {
        SpriteLibrary sprites = SpriteLibrary.bundled();
        Texts.use(java.util.Locale.forLanguageTag(language));
        try {
            for (Lessons.Entry entry : Lessons.ALL) {
                Lesson lesson = entry.factory().apply(sprites);
                assertThat(texts(HelpDialogs.teacherNote(lesson))).as(entry.id()).containsExactly(lesson.title(), lesson.teacherNote());
            }
        } finally {
            Texts.use(null);
        }
    }

    private static List<String> texts(JPanel table) {
        List<String> texts = new ArrayList<>();
        for (Component c : table.getComponents()) {
            if (c instanceof JLabel label) {
                // The words a reader sees, without the HTML that keeps some together or sets a seed's output as code.
                texts.add(label.getText().replaceAll("<[^>]*>", "").replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&"));
            } else if (c instanceof JTextComponent text) {
                texts.add(text.getText());
            }
        }
        return texts;
    }

    private static Action action(String name, String description) {
        AbstractAction action = new AbstractAction(name) {
            private static final long serialVersionUID = 1L;

            @Override
            public void actionPerformed(ActionEvent e) {
            }
        };
        action.putValue(Action.SHORT_DESCRIPTION, description);
        action.putValue(Action.ACCELERATOR_KEY, javax.swing.KeyStroke.getKeyStroke(java.awt.event.KeyEvent.VK_R, 0));
        return action;
    }
}
