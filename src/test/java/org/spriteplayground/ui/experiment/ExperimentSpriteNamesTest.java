package org.spriteplayground.ui.experiment;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.sprite.SpriteLibrary;
import org.spriteplayground.sprite.SpriteLoader;

/**
 * Tools &gt; Experiment names a bundled sprite as the lessons do in the language in force ("avion"
 * in French, never the file's "jet"): in its two lists and in the line that says which pair ran.
 */
class ExperimentSpriteNamesTest {

    @AfterEach
    void backToEnglish() {
        Texts.use(null);
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "de", "fr"})
    void theListsAndTheRunsLineNameEachSpriteInTheLanguage(String language) throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            Texts.use(Locale.forLanguageTag(language));
            ExperimentParts parts = new ExperimentParts();
            parts.map.stop();
            for (JComboBox<String> list : java.util.List.of(parts.parts.spriteA, parts.parts.spriteB)) {
                for (String name : SpriteLoader.BUNDLED) {
                    JLabel shown = (JLabel) list.getRenderer().getListCellRendererComponent(new JList<>(), name, 0, false, false);
                    assertThat(shown.getText()).as("%s: %s in %s", language, name, list.getName()).isEqualTo(SpriteLibrary.shownName(name));
                }
            }
            parts.showRun();
            assertThat(parts.status.getText()).as(language).contains(SpriteLibrary.shownName("jet"));
            if (language.equals("fr")) {
                assertThat(parts.status.getText()).doesNotContainPattern("\\bjet\\b");
            }
        });
    }
}
