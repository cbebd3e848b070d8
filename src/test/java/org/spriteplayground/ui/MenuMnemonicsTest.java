package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.spriteplayground.i18n.Texts;

/**
 * Every File menu item has its own underlined letter and a tooltip in every language, Export my
 * answers… among them: Alt+F, then the letter, reaches each one.
 */
class MenuMnemonicsTest {

    @ParameterizedTest
    @ValueSource(strings = {"en", "de", "fr"})
    void everyFileItemHasItsOwnLetterAndATip(String language) {
        Locale locale = Locale.forLanguageTag(language);
        List<String> keys = ResourceBundle.getBundle(Texts.BUNDLE, Locale.ROOT).keySet().stream().filter(k -> k.matches("menu\\.file\\.[a-zA-Z]+")).sorted().toList();
        assertThat(keys).contains("menu.file.exportMyAnswers", "menu.file.exportClassCsv", "menu.file.quit");
        List<Character> letters = Texts.inLanguage(locale, () -> keys.stream().map(k -> Character.toLowerCase(MenuText.mnemonic(k))).toList());
        assertThat(letters).as("%s: %s", language, keys).doesNotContain((char) 0).doesNotHaveDuplicates();
        String tip = Texts.inLanguage(locale, () -> MenuText.tip("menu.file.exportMyAnswers"));
        assertThat(tip).isNotBlank();
        if (!language.equals("en")) {
            assertThat(tip).isNotEqualTo(Texts.inLanguage(Locale.ENGLISH, () -> MenuText.tip("menu.file.exportMyAnswers")));
        }
    }
}
