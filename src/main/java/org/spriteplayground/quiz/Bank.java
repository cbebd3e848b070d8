package org.spriteplayground.quiz;

import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.predict.Posed;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.worksheet.AnswerKey;

/**
 * The questions of one lesson state for a quiz: the worksheet's, answered as its key answers them,
 * then Predict's first question, if the lesson has Predict. A quiz shows no readouts, only the
 * figure, a still: in a lesson run before its worksheet, a question whose answer is a number read
 * off the readouts, not off the figure, counts what happened in the run, which no still shows, and
 * is left out. No question gives another away: of questions
 * with the same right answer only the first is asked, and no choice offered as wrong is another
 * question's right answer.
 *
 * @param title the lesson's title, the bank's category
 * @param items the questions
 */
public record Bank(String title, List<Item> items) {

    /** The figure's width in pixels; its height follows the lesson's bounds, up to {@link #FIGURE_MOST_HEIGHT}. */
    static final int FIGURE_WIDTH = 480;
    static final int FIGURE_MOST_HEIGHT = 480;

    public Bank {
        items = List.copyOf(items);
    }

    /**
     * Returns the questions of the lesson {@code model} shows, as it stands, in the language in
     * force; {@code model} is read, never changed. Call it on the thread that owns {@code model}.
     */
    public static Bank of(Playground model, Map<String, BufferedImage> images) {
        Lesson lesson = model.lesson();
        String id = model.entry().id();
        BufferedImage figure = figure(lesson, model.overlays(), images);
        List<Item> items = new ArrayList<>();
        for (AnswerKey.Entry e : AnswerKey.of(lesson)) {
            Item.Answer answer = answer(e);
            if (answer instanceof Item.Numerical && e.readsReadouts() && !e.onFigure() && lesson.worksheetSteps() > 0) {
                continue;
            }
            String name = id + " " + (items.size() + 1);
            String explained = e.explained().isEmpty() ? lesson.explanation() : String.join(" ", e.explained()); // the pupils' words, never the teacher's note
            if (answer instanceof Item.Numerical n) {
                java.text.NumberFormat digits = java.text.NumberFormat.getInstance(Texts.numbers());
                digits.setMinimumFractionDigits(n.tolerance().scale());
                String within = (digits.format(n.tolerance()) + " " + n.unit()).strip();
                explained = Texts.format("quiz.tolerance", e.answer().strip(), within) + " " + explained;
            } else if (answer instanceof Item.Essay essay) {
                explained = essay.key() + " " + explained;
            }
            // A question on the scene as it stands needs the figure, unless its text states the numbers it is worked out from.
            items.add(new Item(name, e.text(), answer, explained, figure, e.readsReadouts() && !e.text().matches("(?s).*\\d.*"))); // not shown
        }
        Posed.of(model).ifPresent(p -> {
            BufferedImage asked = p.scene() == null ? null : figure(p.scene(), model.overlays(), images);
            // One question of the answer with its reason: asked apart, each would give the other away.
            Posed why = p.why();
            items.add(new Item(id + " " + Texts.text("quiz.predict"), Texts.format("quiz.predictWhy", p.prompt()), new Item.Choices(why.choices(), why.right()),
                    p.said() + " " + lesson.explanation(), asked, asked != null));
        });
        return new Bank(lesson.title(), apart(items));
    }

    /**
     * Returns {@code items} less each whose right answer an earlier one has, with no wrong choice
     * that is another's right answer; a multiple choice left with one choice is left out.
     */
    private static List<Item> apart(List<Item> items) {
        List<Item> kept = new ArrayList<>();
        java.util.Set<String> rights = new java.util.HashSet<>();
        for (Item item : items) {
            if (rights.add(item.right())) {
                kept.add(item);
            }
        }
        List<Item> out = new ArrayList<>();
        for (Item item : kept) {
            if (item.answer() instanceof Item.Choices c) {
                String right = c.choices().get(c.right());
                List<String> choices = c.choices().stream().filter(choice -> choice.equals(right) || !rights.contains(choice.strip().toLowerCase(java.util.Locale.ROOT))).toList();
                if (choices.size() < 2) {
                    continue;
                }
                item = new Item(item.name(), item.text(), new Item.Choices(choices, choices.indexOf(right)), item.feedback(), item.figure(), item.needsFigure());
            }
            out.add(item);
        }
        return out;
    }

    /**
     * Returns how the quiz marks {@code e}: its declared choices; else a number (the declared one
     * or the key's), with its tolerance; else one word typed; else a sentence the teacher marks.
     */
    private static Item.Answer answer(AnswerKey.Entry e) {
        if (e.quiz().size() > 1) {
            return new Item.Choices(e.quiz(), 0);
        }
        String typed = (e.quiz().isEmpty() ? e.answer() : e.quiz().get(0)).strip();
        return Numerals.of(typed).<Item.Answer>map(n -> n)
                .orElse(typed.matches("[^\\s\\d]+") ? new Item.Written(typed) : new Item.Essay(e.answer().strip())); // not shown
    }

    private static BufferedImage figure(Lesson lesson, Overlays overlays, Map<String, BufferedImage> images) {
        Aabb b = lesson.bounds();
        int height = (int) Math.max(1, Math.min(FIGURE_MOST_HEIGHT, Math.round(FIGURE_WIDTH * b.height() / b.width())));
        return AnswerKey.figure(lesson, overlays, images, FIGURE_WIDTH, height);
    }
}
