package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spriteplayground.Gui.onEdt;
import static org.spriteplayground.Gui.run;

import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.Frame;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.swing.JMenu;
import javax.swing.JRadioButtonMenuItem;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.extension.ExtendWith;
import org.spriteplayground.AppWindows;
import org.spriteplayground.Gui;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.predict.PredictMode;

/**
 * One real window per language, resized through every lesson × window size × presentation size,
 * paused, and at the small size running too (the status strip's counts run longer than its paused
 * banner) and, at the usual type, through a round of Predict wherever the lesson has it:
 * {@link WindowLayout}'s faults (a text cut, controls overlapping, the canvas below its share of
 * the window or the first readout numbers out of view, a control out of reach) are listed for
 * every case, and there must be none.
 * The pseudo-locale stands for a translation whose texts run a third longer than English.
 */
@ExtendWith(AppWindows.class)
class WindowLayoutIT {

    /** A small screen's window size, where the window is checked running too. */
    private static final Dimension SMALL = new Dimension(1024, 768);

    /** The window sizes: the usual opening size and a small screen's. */
    private static final List<Dimension> SIZES = List.of(new Dimension(1600, 1000), SMALL);

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"en", "de", "fr", "pseudo"})
    void everyLessonAtEverySizeAndScaleShowsTheCanvasItsFirstReadoutsAndEveryControlWhole(String language) {
        Locale before = Locale.getDefault(Locale.Category.DISPLAY);
        boolean pseudo = language.equals("pseudo");
        Locale.setDefault(Locale.Category.DISPLAY, pseudo ? Locale.ENGLISH : Locale.forLanguageTag(language)); // the app's System language
        Texts.pseudo(pseudo);
        MainFrame frame = null;
        List<String> faults = new ArrayList<>();
        try {
            frame = Gui.open();
            MainFrame window = frame;
            for (Presentation size : Presentation.values()) {
                choose(window, size);
                for (Dimension bounds : SIZES) {
                    run(() -> {
                        window.setExtendedState(Frame.NORMAL);
                        window.setBounds(0, 0, bounds.width, bounds.height);
                        window.validate();
                    });
                    for (Lessons.Entry lesson : Lessons.ALL) {
                        run(() -> {
                            window.playground().open(lesson);
                            window.playground().setPaused(true); // still numbers: the window keeps still once laid out
                        });
                        String where = lesson.id() + " " + language + " " + bounds.width + "×" + bounds.height + " " + size + ": ";
                        if (!settle(window)) {
                            faults.add(where + "the window's parts still move after 3 s");
                        }
                        onEdt(() -> shownFaults(window)).forEach(f -> faults.add(where + f));
                        if (bounds.equals(SMALL)) { // running, the strip shows counts instead of the paused banner
                            run(() -> window.playground().setPaused(false));
                            if (!settle(window)) {
                                faults.add(where + "running: the window's parts still move after 3 s");
                            }
                            onEdt(() -> shownFaults(window)).forEach(f -> faults.add(where + "running: " + f));
                            if (size == Presentation.OFF) {
                                predictRound(window, where, faults);
                            }
                        }
                    }
                }
            }
        } finally {
            if (frame != null) {
                MainFrame window = frame;
                choose(window, Presentation.OFF);
                run(window::dispose);
            }
            Texts.pseudo(false);
            Locale.setDefault(Locale.Category.DISPLAY, before);
        }
        assertThat(faults).as("faults in the window (%d)", faults.size()).isEmpty();
    }

    /**
     * Runs a round of Predict in the lesson on show, where it has Predict, and lists the window's
     * faults at each of its stages: each question (predict, observe, explain) and the reveal.
     */
    private static void predictRound(MainFrame window, String where, List<String> faults) {
        PredictMode mode = onEdt(window::predictMode);
        if (onEdt(() -> PredictMode.unavailableIn(window.playground().lesson())) != null) {
            return;
        }
        run(() -> {
            mode.setPupil("Zoé");
            mode.setOn(true);
            for (int i = 0; i < 3_600 && mode.phase() == PredictMode.Phase.RUNNING; i++) {
                window.playground().tick(); // Predict pauses the lesson at its first question
            }
        });
        boolean asking;
        do {
            PredictMode.Phase stage = onEdt(mode::phase);
            if (!settle(window)) {
                faults.add(where + "Predict " + stage + ": the window's parts still move after 3 s");
            }
            onEdt(() -> shownFaults(window)).forEach(f -> faults.add(where + "Predict " + stage + ": " + f));
            asking = stage == PredictMode.Phase.PREDICT || stage == PredictMode.Phase.OBSERVE || stage == PredictMode.Phase.EXPLAIN;
            if (asking) {
                run(() -> mode.answer(1));
            }
        } while (asking);
        run(() -> {
            mode.setOn(false);
            window.playground().setPaused(true);
        });
    }

    /**
     * Returns the faults of the window as the next paint shows it: laid out first, as Swing lays out
     * every pending change before it paints. Running, a number that has just grown a digit waits
     * for that layout, and looked at before it, it would seem cut for a frame nobody sees.
     */
    private static List<String> shownFaults(MainFrame window) {
        window.validate();
        return WindowLayout.faults(window.getRootPane(), rows(window));
    }

    /** Returns how many readout rows the lesson on show has beside the canvas (while Predict asks what was seen, none that tell a verdict). */
    private static int rows(MainFrame window) {
        return window.playground().readoutsShown().stream().mapToInt(t -> t.rows().size()).sum();
    }

    /** Picks {@code size} in View &gt; Presentation, as a person does, and waits for the window to take it. */
    private static void choose(MainFrame window, Presentation size) {
        run(() -> {
            JMenu menu = java.util.stream.IntStream.range(0, window.getJMenuBar().getMenuCount()).mapToObj(window.getJMenuBar()::getMenu)
                    .flatMap(m -> java.util.Arrays.stream(m.getMenuComponents())).filter(c -> "presentationMenu".equals(c.getName()))
                    .map(JMenu.class::cast).findFirst().orElseThrow();
            for (Component item : menu.getMenuComponents()) {
                if (item instanceof JRadioButtonMenuItem radio && radio.getText().equals(size.label())) {
                    radio.doClick(0);
                }
            }
        });
        settle(window);
    }

    /**
     * Waits until every part of the window keeps its place and size over four looks 10 ms apart (a wrapped text
     * knows its height only after a first layout), at most 3 s; returns whether it did. Each look is a
     * round trip through the event queue, where every layout the app asks for runs.
     */
    private static boolean settle(MainFrame window) {
        String last = "";
        int still = 0;
        for (int i = 0; i < 300; i++) {
            String now = onEdt(() -> places(window.getContentPane()));
            still = now.equals(last) ? still + 1 : 0;
            if (still == 4) {
                return true;
            }
            last = now;
            Gui.pause(10);
        }
        return false;
    }

    /** Returns the bounds of every part below {@code root} on show, as text. */
    private static String places(Container root) {
        StringBuilder s = new StringBuilder();
        for (Component c : Gui.all(root, Component::isShowing)) {
            s.append(c.getBounds()).append(';');
        }
        return s.toString();
    }
}
