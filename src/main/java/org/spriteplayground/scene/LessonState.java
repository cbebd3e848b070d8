package org.spriteplayground.scene;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.i18n.Shown;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Control;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.Piece;

/**
 * A lesson's part of a scene, read from and put into a lesson through its own controls and
 * pieces, so that a lesson needs no code of its own to be saved: a switch is saved as true or
 * false, a choice by its option's name, a slider as its whole number; buttons are actions and
 * not saved. Controls that make a new start are applied first, then the rest, then the bodies.
 * Controls, options and bodies are named as in English whatever language is shown, so a scene
 * saved in one language opens in any other.
 */
public final class LessonState {

    private LessonState() {
    }

    /** Returns the lesson's choices by control label, in the lesson's order. */
    public static Map<String, Object> choices(Lesson lesson) {
        return Texts.inLanguage(Locale.ENGLISH, () -> choicesNamed(lesson));
    }

    private static Map<String, Object> choicesNamed(Lesson lesson) {
        Map<String, Object> choices = new LinkedHashMap<>();
        for (Control control : lesson.controls()) {
            if (control instanceof Control.Toggle t) {
                choices.put(t.label(), t.value().getAsBoolean());
            } else if (control instanceof Control.Choice<?> c) {
                choices.put(c.label(), optionName(c, c.value().get()));
            } else if (control instanceof Control.Slider s) {
                choices.put(s.label(), s.value().getAsInt());
            }
        }
        return choices;
    }

    /** Returns each piece's pose: angle in degrees, radius NaN where it has no size. */
    public static List<BodyPose> bodies(Lesson lesson) {
        List<BodyPose> bodies = new ArrayList<>();
        for (Piece piece : Texts.inLanguage(Locale.ENGLISH, lesson::pieces)) {
            Vec2 at = piece.handle().anchor();
            bodies.add(new BodyPose(piece.name(), at.x(), at.y(), degrees(piece.handle().angle()), piece.handle().size()));
        }
        return bodies;
    }

    /**
     * Returns {@code radians} in degrees, with the last bits of round-off to and from radians
     * taken away: 30° typed or saved reads back as 30, not 29.999999999999996.
     */
    static double degrees(double radians) {
        double degrees = Math.toDegrees(radians);
        double tidy = Math.rint(degrees * 1e9) / 1e9;
        return Math.abs(tidy - degrees) <= 1e-12 * Math.max(1, Math.abs(degrees)) ? tidy : degrees;
    }

    /**
     * Puts {@code choices} and {@code bodies} into {@code lesson}; throws, naming the first
     * choice or body the lesson does not have or an option it does not offer. Use a fresh lesson:
     * on a throw it is left half set.
     */
    public static void apply(Lesson lesson, Map<String, Object> choices, List<BodyPose> bodies) throws SceneException {
        List<Control> controls = Texts.inLanguage(Locale.ENGLISH, lesson::controls);
        for (String label : choices.keySet()) {
            if (controls.stream().noneMatch(c -> c.label().equals(label) && !(c instanceof Control.Button))) {
                throw new SceneException(Texts.format("scene.noChoice", lesson.id(), Shown.name(label)));
            }
        }
        for (boolean newStart : new boolean[] {true, false}) {
            for (Control control : controls) {
                Object value = choices.get(control.label());
                if (control.newStart() == newStart && value != null) {
                    set(lesson, control, value);
                }
            }
        }
        List<Piece> pieces = Texts.inLanguage(Locale.ENGLISH, lesson::pieces);
        for (BodyPose body : bodies) {
            Optional<Piece> piece = pieces.stream().filter(p -> p.name().equals(body.name())).findFirst();
            if (piece.isEmpty()) {
                throw new SceneException(Texts.format("scene.noBody", lesson.id(), Shown.name(body.name())));
            }
            piece.get().handle().place(new Vec2(body.x(), body.y()), Math.toRadians(body.angle()), body.radius());
        }
    }

    /**
     * Returns the names, in the language shown, of {@code lesson}'s bodies that {@code bodies}
     * does not place: a scene may leave a body out (a preset sets only what it moves), and that
     * body then stays where the lesson put it.
     */
    public static List<String> leftOut(Lesson lesson, List<BodyPose> bodies) {
        List<Piece> english = Texts.inLanguage(Locale.ENGLISH, lesson::pieces);
        List<Piece> shown = lesson.pieces();
        List<String> names = new ArrayList<>();
        for (int i = 0; i < english.size(); i++) {
            String name = english.get(i).name();
            if (bodies.stream().noneMatch(b -> b.name().equals(name))) {
                names.add(shown.get(i).name());
            }
        }
        return names;
    }

    private static void set(Lesson lesson, Control control, Object value) throws SceneException {
        if (control instanceof Control.Toggle t) {
            if (!(value instanceof Boolean b)) {
                throw new SceneException(Texts.format("scene.choice.toggle", control.label(), lesson.id()));
            }
            t.set().accept(b);
        } else if (control instanceof Control.Choice<?> c) {
            setChoice(c, value, control.label(), lesson.id());
        } else if (control instanceof Control.Slider s) {
            if (!(value instanceof Integer i) || i < s.min() || i > s.max()) {
                throw new SceneException(Texts.format("scene.choice.slider", control.label(), lesson.id(), String.valueOf(s.min()), String.valueOf(s.max()),
                        shown(value)));
            }
            s.set().accept(i);
        }
    }

    /** Returns {@code value} as a line shows it: a number in plain digits unless that would run long (1E+999). */
    private static String shown(Object value) {
        return value instanceof java.math.BigDecimal d && Math.abs(d.scale()) <= 30 ? d.toPlainString() : String.valueOf(value);
    }

    private static <T> void setChoice(Control.Choice<T> choice, Object value, String label, String lessonId) throws SceneException {
        for (T option : choice.options()) {
            if (optionName(choice, option).equals(value)) {
                choice.set().accept(option);
                return;
            }
        }
        List<String> names = choice.options().stream().map(o -> optionName(choice, o)).toList();
        throw new SceneException(Texts.format("scene.choice.option", Shown.name(label), lessonId, Shown.name(String.valueOf(value)), String.join(", ", names)));
    }

    @SuppressWarnings("unchecked")
    private static <T> String optionName(Control.Choice<T> choice, Object option) {
        return Texts.inLanguage(Locale.ENGLISH, () -> choice.optionName().apply((T) option));
    }
}
