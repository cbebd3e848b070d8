package org.spriteplayground.ui.side;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import javax.swing.AbstractButton;
import javax.swing.JLabel;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.spriteplayground.Gui;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * Every lesson's side panel in English, German and French: each Alt key it underlines is its
 * own, none is a menu bar menu's, and the underline sits on that very letter.
 */
class AltKeysEveryLanguageTest {

    private static final List<String> MENUS = List.of("menubar.file", "menubar.edit", "menubar.lessons", "menubar.view",
            "menubar.sim", "menubar.tools", "menubar.help");

    static Stream<Arguments> cases() {
        return Stream.of(Locale.ENGLISH, Locale.GERMAN, Locale.FRENCH)
                .flatMap(language -> Lessons.ALL.stream().map(e -> Arguments.of(e.id(), language)));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("cases")
    void sidePanelAltKeysAreUniqueAndNoneIsAMenus(String id, Locale language) {
        Texts.use(language);
        try {
            List<Integer> menuKeys = new ArrayList<>();
            for (String menu : MENUS) {
                String text = Texts.text(menu);
                menuKeys.add((int) Character.toUpperCase(text.charAt(text.indexOf('&') + 1)));
            }
            SidePanel panel = new SidePanel(new Playground(Lessons.byId(id).orElseThrow(), SpriteLibrary.bundled()));
            List<Integer> keys = new ArrayList<>();
            List<Component> keyed = new ArrayList<>(Gui.all(panel, c -> c instanceof AbstractButton || c instanceof JLabel));
            keyed.addAll(Gui.all(panel.readoutPart(), c -> c instanceof AbstractButton)); // Export CSV… under the readouts
            for (Component c : keyed) {
                int key = c instanceof AbstractButton b ? b.getMnemonic() : ((JLabel) c).getDisplayedMnemonic();
                if (key == 0) {
                    continue;
                }
                String text = c instanceof AbstractButton b ? b.getText() : ((JLabel) c).getText();
                int index = c instanceof AbstractButton b ? b.getDisplayedMnemonicIndex() : ((JLabel) c).getDisplayedMnemonicIndex();
                keys.add(key);
                assertThat(index).as("%s underlines a letter", text).isBetween(0, text.length() - 1);
                assertThat(Character.toUpperCase(text.charAt(index))).as("the letter %s underlines", text).isEqualTo((char) key);
                assertThat(menuKeys).as("menu keys against %s's Alt+%s", text, (char) key).doesNotContain(key);
            }
            assertThat(keys).as("Alt keys of %s in %s", id, language).doesNotHaveDuplicates();
        } finally {
            Texts.use(null);
        }
    }
}
