package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import javax.swing.JPanel;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * The bars over and under the canvas (playback with the speed, and the timeline) in every language
 * and presentation size, as wide as the canvas's column is in a 1600 and a 1024 px window: the
 * whole window's width, and the 60 % and 40 % of it that the column keeps beside a wide side
 * column. Each is laid out at its preferred height for that width, as the window gives it: no text
 * cut, no tick label of the speed squeezed, no control out of the bar or on another.
 */
class BarsTest {

    @AfterEach
    void reset() throws Exception {
        SwingUtilities.invokeAndWait(LaidOut::reset);
    }

    static Stream<Arguments> cases() {
        List<Arguments> cases = new ArrayList<>();
        LaidOut.languagesAndSizes().forEach(ls -> {
            for (int window : new int[] {1600, 1024}) {
                for (double share : new double[] {1, 0.6, 0.4}) {
                    cases.add(Arguments.of(ls[0], ls[1], window, (int) (window * share)));
                }
            }
        });
        return cases.stream();
    }

    @ParameterizedTest(name = "{0} at presentation {1}, a {2} px window, bars {3} px wide")
    @MethodSource("cases")
    void everyControlWholeAndReachable(String language, Presentation size, int window, int width) throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            LaidOut.use(language, size);
            Playground model = new Playground(Lessons.defaultLesson(), SpriteLibrary.bundled());
            for (int i = 0; i < 120; i++) {
                model.tick(); // steps to go back over: the timeline's text says how far back
            }
            JPanel playback = new PlaybackBar(Commands.command("menu.sim.pause", null, () -> { }), Commands.command("menu.sim.step", null, () -> { }),
                    Commands.command("menu.sim.reset", null, () -> { }), model);
            JPanel timeline = new TimelineBar(model);
            for (JPanel bar : List.of(playback, timeline)) {
                for (int i = 0; i < 3; i++) {
                    bar.setSize(width, i == 0 ? 1_000 : bar.getPreferredSize().height);
                    LaidOut.layOut(bar, 2);
                }
                assertThat(LaidOut.problems(bar)).as("%s %d px wide, %d px high", bar.getName(), width, bar.getHeight()).isEmpty();
            }
        });
    }
}
