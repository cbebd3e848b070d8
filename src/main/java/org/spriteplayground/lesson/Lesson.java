package org.spriteplayground.lesson;

import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.sim.Overlay;
import org.spriteplayground.sim.World;

/**
 * A scene that teaches one idea: the world it runs, what it says, what it measures, and how it
 * can be handled. Everything but the id, title, explanation and readouts is optional.
 */
public interface Lesson extends World {

    /**
     * Returns the fixed id, used on the command line (lower case, dashes). It also names the
     * lesson's presets: the scene files in the jar's {@code presets/<id>/} folder, which the scene
     * layer reads and puts into the lesson through its controls and pieces.
     */
    String id();

    /** Returns the title shown in menus. */
    String title();

    /**
     * Returns one short paragraph, in words a pupil of about 15 knows, of what the lesson shows and
     * what to notice, true on paper as on the screen: what to do in the app is {@link #inTheApp()}'s.
     * The worksheet prints it.
     */
    String explanation();

    /**
     * Returns what to do in the app to see the explanation at work (what to drag, press, switch on
     * or try), which makes no sense on paper; empty by default.
     */
    default String inTheApp() {
        return "";
    }

    /**
     * Returns the explanation beside the scene: {@link #explanation()}, then {@link #inTheApp()};
     * at most about 80 words in every language.
     */
    default String onScreen() {
        String app = inTheApp();
        return app.isEmpty() ? explanation() : explanation() + " " + app;
    }

    /**
     * Returns the note for the teacher: the deeper material the explanation leaves out (the
     * formulas, the floating-point detail, where the seed tutorials differ from the app), shown in
     * Help &gt; For the teacher and on the worksheet's answer key.
     */
    String teacherNote();

    /** Returns the live numbers for the current state, as tables. */
    List<ReadoutTable> readouts();

    /**
     * Returns readouts timed by the wall clock on this machine, which differ from run to run and
     * so are no part of the lesson's state: the side panel shows them under {@link #readouts()};
     * none by default.
     */
    default List<ReadoutTable> measured() {
        return List.of();
    }

    /**
     * Returns the worksheet's questions about this lesson, each with how its answer is read from
     * the readouts; none by default, and a worksheet then asks for the first readouts.
     */
    default List<WorksheetQuestion> questions() {
        return List.of();
    }

    /**
     * Returns how many steps a worksheet of this lesson as it opens is made after (see
     * {@link WorksheetQuestion#STEPS_RUN}): more than 0 when its questions count what happens
     * while it runs, and the page then says at which step it stands; 0 by default.
     */
    default int worksheetSteps() {
        return 0;
    }

    /** Returns the overlay switches this lesson draws; the others are hidden while it is on show. */
    default Set<Overlay> overlaysUsed() {
        return EnumSet.noneOf(Overlay.class);
    }

    /**
     * Tells the lesson which overlays are on, for readouts that belong to an overlay (shown, and
     * worked out, only while it is on); called whenever they change. Nothing by default.
     */
    default void overlaysShown(Set<Overlay> shown) {
    }

    /**
     * Returns, while {@link #wantsPause()} holds (the lesson paused itself at its last step), why,
     * as the words the paused banner puts before the step: "the turned box reports a hit"; null by default.
     */
    default String pausedBecause() {
        return null;
    }

    /** Returns whether the canvas should show tick time, paint time and frames per second. */
    default boolean showsPerformance() {
        return false;
    }

    /**
     * Returns a headline the canvas shows in its strip above the world, beside the playback
     * status, or null: for a world whose shapes cover all of it, where no label could stand clear.
     */
    default String headline() {
        return null;
    }

    /**
     * Returns what a view showing {@code part} of {@link #bounds()} has on show ("showing 1,200 of
     * 10,000 jets", or "all 500 jets on show" for the whole), for the canvas's strip; null by
     * default, for a lesson whose view always shows the whole world ({@link #readableLength()} zero).
     */
    default String partShown(Aabb part) {
        return null;
    }

    /**
     * Returns one plain sentence of what the scene shows now, for a screen reader: the lesson,
     * the bodies and the verdict, in the words the canvas uses. By default the short title and
     * the {@link #headline()}.
     */
    default String describe() {
        String headline = headline();
        String name = Sentences.shortTitle(title());
        return headline == null ? name : Texts.format("lessoncommon.describe", name, headline);
    }

    /** Returns the sprite this lesson is about, if any, for the tightness chart. */
    default Optional<SpriteFocus> focus() {
        return Optional.empty();
    }

    /**
     * Returns how Predict, observe, explain asks about this lesson (the lesson itself, as the kind
     * of question that fits it), or nothing when it does not take part; nothing by default.
     */
    default Optional<Prediction> prediction() {
        return Optional.empty();
    }

    /**
     * Returns the choice of the sprite this lesson flies, through which File &gt; Open sprite puts
     * the sprite it opens in the air; none by default.
     */
    default Optional<Control.Choice<String>> flownSprite() {
        return Optional.empty();
    }

    /** Returns the bodies a person can place, in a fixed order with fixed names; none by default. */
    default List<Piece> pieces() {
        return List.of();
    }

    /**
     * Makes what is placed now the start that {@link #reset()} comes back to, as a preset's
     * situation is; a lesson whose start never moves does nothing.
     */
    default void keepAsStart() {
    }

    /** Returns the lesson's own switches, choices, sliders and buttons. */
    default List<Control> controls() {
        return List.of();
    }

    /**
     * Returns what lies under a world point, to be dragged, turned or resized. By default the
     * piece with a size (a circle: its anchor the centre, its size the radius) whose disc, grown by
     * {@code slop}, holds the point, the one whose centre is nearest if several do, so that a small
     * circle inside a big one stays reachable; none if no such piece does.
     *
     * @param at the pointer, in world units
     * @param slop how far from a shape still counts as on it, in world units
     */
    default Optional<Handle> grab(Vec2 at, double slop) {
        return pieces().stream().map(Piece::handle)
                .filter(h -> !Double.isNaN(h.size()) && h.anchor().distanceSquared(at) <= (h.size() + slop) * (h.size() + slop))
                .min(Comparator.comparingDouble(h -> h.anchor().distanceSquared(at)));
    }

    /**
     * Hears a steering key going down or up. Returns whether the lesson used it; an unused key
     * goes on to the app's shortcuts.
     */
    default boolean steer(Direction direction, boolean down) {
        return false;
    }

    /** A steering key's direction: arrows or W, A, S, D. */
    enum Direction {
        UP,
        DOWN,
        LEFT,
        RIGHT
    }
}
