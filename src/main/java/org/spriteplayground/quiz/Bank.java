package org.spriteplayground.quiz;

import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.Text;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.predict.Posed;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.worksheet.AnswerKey;

/**
 * The questions of one lesson state for a quiz: the worksheet's, answered as its key answers them,
 * then Predict's first question, if the lesson has Predict. A quiz shows no readouts, only the
 * figure with its legend, a still: a question whose answer is a number worked out from the
 * readouts, neither read off the figure nor from numbers its text states, is left out, since no
 * pupil could work it out. No question gives another away: of questions
 * with the same right answer (compared in English, so that every language asks the same ones) only
 * the first is asked, a multiple choice offers every value its question declares (all the
 * outcomes, not those another question leaves), and a question's feedback is its own answer,
 * never the lesson's text.
 *
 * @param title the lesson's title, the bank's category
 * @param items the questions
 * @param leftOut the worksheet's questions not asked, named as {@code items} are, each with its reason
 */
public record Bank(String title, List<Item> items, List<LeftOut> leftOut) {

    /** The figure's width in pixels; its scene's height follows the lesson's bounds, up to {@link #FIGURE_MOST_HEIGHT}, and its legend's lines add to it. */
    static final int FIGURE_WIDTH = 480;
    static final int FIGURE_MOST_HEIGHT = 480;

    public Bank {
        items = List.copyOf(items);
        leftOut = List.copyOf(leftOut);
    }

    /** A bank of {@code items} that leaves out none of its worksheet's questions. */
    public Bank(String title, List<Item> items) {
        this(title, items, List.of());
    }

    /**
     * Returns the questions of the lesson {@code model} shows, as it stands, in the language in
     * force; {@code model} is read, never changed. Call it on the thread that owns {@code model}.
     */
    public static Bank of(Playground model, Map<String, BufferedImage> images) {
        Lesson lesson = model.lesson();
        String id = model.entry().id();
        BufferedImage figure = figure(lesson, model.overlays(), images);
        List<AnswerKey.Entry> entries = AnswerKey.of(lesson);
        // Answers compared in one language, so that every language asks the same questions.
        List<AnswerKey.Entry> english = Texts.inLanguage(java.util.Locale.ENGLISH, () -> AnswerKey.of(lesson));
        List<Asked> asked = new ArrayList<>();
        List<LeftOut> leftOut = new ArrayList<>();
        for (int i = 0; i < entries.size(); i++) {
            AnswerKey.Entry e = entries.get(i);
            Item.Answer answer = answer(e);
            String name = id + " " + (i + 1); // the worksheet's number, so that a teacher finds its answer on the key
            if (holdsNumber(answer) && e.readsReadouts() && !e.onFigure() && !e.statesNumbers()) {
                leftOut.add(new LeftOut(name, LeftOut.Why.READOUTS));
                continue;
            }
            String feedback = sentence(e.answer()); // the key's line for this question alone: the lesson's text would answer the others
            if (answer instanceof Item.Numerical n) {
                java.text.NumberFormat digits = java.text.NumberFormat.getInstance(Texts.numbers());
                digits.setMinimumFractionDigits(n.tolerance().scale());
                // A tolerance too small for a pupil to count its zeros is written as the lessons write a tiny number.
                double tolerance = n.tolerance().doubleValue();
                String unit = n.unit().isEmpty() || n.unit().equals("°") ? n.unit() : " " + n.unit(); // "±0.05°", as the key writes "0.0°"
                String within = (tolerance < Text.TINY ? Text.tiny(tolerance) : digits.format(n.tolerance())) + unit;
                feedback = Texts.format("quiz.tolerance", e.answer().strip(), within); // the key's whole line inside a sentence: "the answer is more than 14 px"
            }
            // A question on the scene as it stands needs the figure, unless its text states the numbers it is worked out from.
            Item item = new Item(name, e.stated(), answer, feedback, figure, e.readsReadouts() && !e.statesNumbers());
            AnswerKey.Entry same = english.get(i);
            asked.add(new Asked(item, folded(same.quiz().isEmpty() ? same.answer() : same.quiz().get(0)), folded(same.stated())));
        }
        Posed.of(model).ifPresent(p -> {
            BufferedImage shown = p.scene() == null ? null : figure(p.scene(), model.overlays(), images);
            // One question of the answer with its reason: asked apart, each would give the other away.
            Posed why = p.why();
            Item item = new Item(id + " " + Texts.text("quiz.predict"), Texts.format("quiz.predictWhy", p.prompt()), new Item.Choices(why.choices(), why.right()),
                    p.said(), shown, shown != null);
            asked.add(new Asked(item, item.name(), ""));
        });
        List<Item> kept = apart(asked);
        asked.stream().map(Asked::item).filter(item -> !kept.contains(item)).forEach(item -> leftOut.add(new LeftOut(item.name(), LeftOut.Why.GIVEN_AWAY)));
        return new Bank(lesson.title(), kept, leftOut);
    }

    /**
     * A question with its right answer and its text as English words them: what tells whether two
     * questions give each other away, the same in every language.
     */
    private record Asked(Item item, String right, String text) {
    }

    /**
     * Returns the questions of {@code asked} less each whose right answer an earlier one has, holds
     * or another's text states (a point or number). A multiple choice keeps every choice it
     * declares: one left out because another question answers it would tell that question's answer.
     */
    private static List<Item> apart(List<Asked> asked) {
        List<Asked> kept = new ArrayList<>();
        java.util.Set<String> rights = new java.util.HashSet<>();
        for (Asked a : asked) {
            String number = a.right().replaceAll("\\s*px$", ""); // not shown
            java.util.regex.Pattern said = java.util.regex.Pattern.compile("(?<![\\d.,])" + java.util.regex.Pattern.quote(number) + "(?![\\d.,])"); // not shown
            boolean stated = number.matches(".*\\d.*") && asked.stream().anyMatch(other -> other != a && said.matcher(other.text()).find()); // not shown
            // An answer that holds an earlier one ("TOUCHING (touching)" after "touching") gives that one away.
            boolean echoes = kept.stream().anyMatch(k -> java.util.regex.Pattern.compile("(?iu)(?<![\\w.,])" + java.util.regex.Pattern.quote(k.right()) + "(?![\\w.,])") // not shown
                    .matcher(a.right()).find());
            if (!stated && !echoes && rights.add(a.right())) {
                kept.add(a);
            }
        }
        return kept.stream().map(Asked::item).toList();
    }

    /**
     * Returns {@code text} as an answer on its own starts, with a capital: a readout's value
     * ("apart", "nein", "coin") is a word inside the side panel's sentence, not one of its own.
     */
    private static String sentence(String text) {
        String s = text.strip();
        return s.isEmpty() ? s : s.substring(0, 1).toUpperCase(Texts.locale()) + s.substring(1);
    }

    private static String folded(String text) {
        return text.strip().toLowerCase(java.util.Locale.ROOT);
    }

    /**
     * Returns how the quiz marks {@code e}: its declared choices (a verdict among its possible
     * values); else a number (the declared one or the key's), with its tolerance; else words the
     * teacher marks, since a platform matches typed words letter by letter.
     */
    private static Item.Answer answer(AnswerKey.Entry e) {
        if (e.quiz().size() > 1) {
            return new Item.Choices(e.quiz().stream().map(Bank::sentence).toList(), 0);
        }
        String typed = (e.quiz().isEmpty() ? e.answer() : e.quiz().get(0)).strip();
        return Numerals.of(typed).<Item.Answer>map(n -> n).orElse(new Item.Essay(e.answer().strip()));
    }

    /**
     * Returns whether {@code answer} is or holds a number ("4,906 of 124,750: 3.9 %"): one worked
     * out from readouts the quiz does not show is no question for a pupil.
     */
    private static boolean holdsNumber(Item.Answer answer) {
        return answer instanceof Item.Numerical || answer instanceof Item.Essay essay && essay.key().matches("(?s).*\\d.*");
    }

    private static BufferedImage figure(Lesson lesson, Overlays overlays, Map<String, BufferedImage> images) {
        Aabb b = lesson.bounds();
        int height = (int) Math.max(1, Math.min(FIGURE_MOST_HEIGHT, Math.round(FIGURE_WIDTH * b.height() / b.width())));
        return AnswerKey.figure(lesson, overlays, images, FIGURE_WIDTH, height);
    }
}
