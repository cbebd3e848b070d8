package org.spriteplayground.lesson;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.spriteplayground.geometry.Pose;
import org.spriteplayground.geometry.SeparatingAxes;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.draw.Labels;
import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sim.StepEvent;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * The separating axis test, shown working: two sprites' turned boxes, or the convex hulls of
 * their opaque pixels, each axis tried with both shadows on it ({@link AxisRulers}), the axis
 * that separates them, or, when none does, the shortest push that parts them. Both shapes can be
 * dragged and turned; nothing moves by itself.
 */
public final class SeparatingAxesLesson extends TwoSpritesLesson {

    /** The lesson's fixed id. */
    public static final String ID = "separating-axes";

    /** Which shapes are tested. */
    public enum Shapes {
        /** The opaque pixels' tight boxes, turning with the sprites. */
        BOXES,
        /** The convex hulls of the opaque pixels. */
        HULLS;

        /** Returns the name shown in the choice, in the language in force ({@code axes.shapes.boxes}, {@code axes.shapes.hulls}). */
        public String label() {
            return Texts.text("axes.shapes." + name().toLowerCase(Locale.ROOT));
        }
    }

    /** The sprite both shapes start as. */
    static final String DEFAULT_SPRITE = "jet";

    private Shapes shapes = Shapes.BOXES;

    /** Sets the lesson up at its start, with two of the library's jets. */
    public SeparatingAxesLesson(SpriteLibrary library) {
        super(ID, library, DEFAULT_SPRITE, Pose.of(110, 175, 0), Pose.of(220, 175, Math.toRadians(30)));
    }

    @Override
    public String explanation() {
        return Texts.text("axes.explanation");
    }

    @Override
    public String teacherNote() {
        return Texts.text("axes.teacher");
    }

    /** Returns which shapes are tested. */
    public Shapes shapes() {
        return shapes;
    }

    /** Chooses which shapes are tested. */
    public void setShapes(Shapes shapes) {
        this.shapes = shapes;
    }

    /** Returns P's shape of the chosen kind, as a polygon. */
    public List<Vec2> shapeP() {
        return shapes == Shapes.BOXES ? boxP().corners() : hullP();
    }

    /** Returns Q's shape of the chosen kind, as a polygon. */
    public List<Vec2> shapeQ() {
        return shapes == Shapes.BOXES ? boxQ().corners() : hullQ();
    }

    /** Returns the separating axis test between the chosen shapes, P first. */
    public SeparatingAxes.Result result() {
        return SeparatingAxes.of(shapeP(), shapeQ());
    }

    /** A contact while the hulls overlap; a false alarm while only the turned boxes do. */
    @Override
    public Optional<StepEvent> standing() {
        if (SeparatingAxes.of(hullP(), hullQ()).overlapping()) {
            return Optional.of(StepEvent.CONTACT);
        }
        return shapes == Shapes.BOXES && result().overlapping() ? Optional.of(StepEvent.FALSE_ALARM) : Optional.empty();
    }

    @Override
    public String headline() {
        SeparatingAxes.Result r = result();
        return r.separating().map(s -> Texts.format("axes.headline.separated", AxisRulers.axisDegrees(s), Text.number(s.gap(), 1)))
                .orElseGet(() -> Texts.format("axes.headline.overlapping", Text.count(r.axes().size()), Text.number(r.pushOut().length(), 1)));
    }

    @Override
    public void draw(DebugDraw target, Overlays overlays) {
        SeparatingAxesDrawing.draw(this, new Labels(target, bounds()), overlays);
    }

    @Override
    public List<ReadoutTable> readouts() {
        return SeparatingAxesReadouts.of(this);
    }

    @Override
    public List<Control> controls() {
        return List.of(
                new Control.Choice<>(Texts.text("axes.control.shapes"), Texts.text("axes.control.shapes.help"),
                        List.of(Shapes.values()), Shapes::label, this::shapes, this::setShapes),
                new Control.Choice<>(Texts.text("axes.control.spriteP"), Texts.text("axes.control.spriteP.help"), library().names(), SpriteLibrary::shownName,
                        this::spriteP, this::setSpriteP),
                new Control.Choice<>(Texts.text("axes.control.spriteQ"), Texts.text("axes.control.spriteQ.help"), library().names(), SpriteLibrary::shownName, this::spriteQ, this::setSpriteQ));
    }

    /**
     * Asks for the axes tested, the separating axis, the push-out, and whether the boxes' hit is a
     * false alarm: only while the boxes hit, else "no" would read as a real hit. The separating
     * axis and the push-out are read off the figure's rulers (every axis's gap or overlap, in a
     * fixed order there), so the readouts that name them are left blank. Whether the shapes are
     * separated is not asked: a ruler's gap or overlap tells it, and the separating axis's answer
     * ("none") holds it.
     */
    @Override
    public List<WorksheetQuestion> questions() {
        return List.of(
                WorksheetQuestion.of("worksheet.q.sat.axes", a -> a.readout("axes.row.tested", 0))
                        .statedInQuiz("quiz.q.sat.axes", l -> new Object[] {shapeP().size(), shapeQ().size()}),
                WorksheetQuestion.of("worksheet.q.sat.axis", a -> {
                    String axis = a.readout("axes.row.separating", 0);
                    String gap = a.readout("axes.row.gap", 0);
                    return result().separating().isPresent() ? Texts.format("worksheet.answer.sat.axis", axis, gap) : axis;
                }).quizzed(a -> result().separating().isPresent() ? List.of(a.readout("axes.row.separating", 0)) : List.of())
                        .readOffFigure().statedInQuiz("quiz.q.sat.axis", l -> new Object[] {corners(shapeP()), corners(shapeQ())}),
                WorksheetQuestion.of("worksheet.q.sat.push", a -> a.telling("axes.row.least", "axes.row.push").readout("axes.row.pushLength", 0)).readOffFigure(),
                WorksheetQuestion.of("worksheet.q.sat.falseAlarm", a -> a.readout("axes.row.falseAlarm", 0))
                        .when(lesson -> SeparatingAxes.of(boxP(), boxQ()).overlapping()));
    }
}
