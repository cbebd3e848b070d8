package org.spriteplayground.predict;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.playground.Playground;

/**
 * Every question Predict asks, in every lesson with Predict, over rounds that reach every preset,
 * in every language, gives its numbers as the app shows numbers: never a double's every digit
 * ("Q at (150.00000000000006, 50)", "within 0.000000001").
 */
class QuestionNumbersTest {

    static final List<Locale> LANGUAGES = List.of(Locale.ENGLISH, Locale.GERMAN, Locale.FRENCH);
    /** Rounds a lesson is taken through: more than any lesson has presets. */
    private static final int ROUNDS = 6;

    @ParameterizedTest
    @FieldSource("LANGUAGES")
    void noQuestionHoldsARunOfSixDecimals(Locale language) {
        List<String> asked = Texts.inLanguage(language, () -> {
            List<String> prompts = new ArrayList<>();
            for (Lessons.Entry entry : Lessons.ALL) {
                Playground model = new Playground(entry, LookAheadTest.SPRITES);
                if (model.lesson().prediction().isEmpty()) {
                    continue;
                }
                PredictMode mode = new PredictMode(model);
                mode.setOn(true);
                for (int round = 0; round < ROUNDS; round++) {
                    for (int i = 0; i < 3_600 && mode.phase() == PredictMode.Phase.RUNNING; i++) {
                        model.tick();
                    }
                    while (mode.phase() != PredictMode.Phase.REVEALED && mode.phase() != PredictMode.Phase.RUNNING) {
                        prompts.add(entry.id() + ": " + mode.question().prompt());
                        mode.answer(1);
                    }
                    mode.carryOn();
                }
            }
            return prompts;
        });
        assertThat(asked).hasSizeGreaterThan(2 * ROUNDS);
        assertThat(asked).allSatisfy(prompt -> assertThat(prompt).doesNotContainPattern("\\d[.,]\\d{6}"));
    }
}
