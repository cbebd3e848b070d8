package org.spriteplayground.quiz;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.worksheet.AnswerKey;

/**
 * A quiz accounts for every worksheet question: each is asked or named as left out with its
 * reason, in every lesson, language and format, so a teacher who counts finds none missing.
 */
class QuizLeftOutTest {

    @Test
    void everyWorksheetQuestionIsAskedOrNamedAsLeftOut() {
        List<String> faults = new ArrayList<>();
        for (Locale language : QuizCases.LANGUAGES) {
            for (QuizCases.Case c : QuizCases.all(language)) {
                String id = c.shown().entry().id();
                int questions = Texts.inLanguage(language, () -> AnswerKey.of(c.shown().lesson())).size();
                List<String> worksheet = IntStream.rangeClosed(1, questions).mapToObj(n -> id + " " + n).toList();
                for (Format format : Format.values()) {
                    List<LeftOut> leftOut = format.leftOut(List.of(c.bank()));
                    List<String> asked = c.bank().items().stream().map(Item::name)
                            .filter(name -> leftOut.stream().noneMatch(l -> l.name().equals(name))).toList();
                    List<String> accounted = Stream.concat(asked.stream(), leftOut.stream().map(LeftOut::name))
                            .filter(name -> !name.endsWith(" " + Texts.inLanguage(language, () -> Texts.text("quiz.predict")))).sorted().toList();
                    if (!accounted.equals(worksheet.stream().sorted().toList())) {
                        faults.add(language + " " + format + " " + id + ": asked or left out " + accounted + ", worksheet " + worksheet);
                    }
                    List<String> told = Texts.inLanguage(language, () -> LeftOut.sentences(leftOut));
                    leftOut.forEach(l -> {
                        String number = l.name().substring(l.name().lastIndexOf(' ') + 1);
                        if (told.stream().noneMatch(line -> line.contains(id) && line.contains(number))) {
                            faults.add(language + " " + format + ": " + l + " is not told " + told);
                        }
                    });
                }
            }
        }
        assertThat(faults).isEmpty();
    }
}
