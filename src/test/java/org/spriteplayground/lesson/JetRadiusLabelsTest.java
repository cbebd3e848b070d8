package org.spriteplayground.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.Obb;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.sim.Body;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sim.Simulation;

/**
 * flying-jets' "r = 50.0" labels with big type (UI scale 2 and presentation ×2): no leader crosses a
 * jet's image (as one from the top of its circle through the sprite to a label below the jets
 * would), and a label with a leader lies nearer its own jet than the other. At
 * that size a label is about four times the usual estimate (235 px for "r = 50.0" on a 528 px
 * canvas), so 2× to 5× are checked.
 */
class JetRadiusLabelsTest {

    @ParameterizedTest(name = "labels {0} times the usual size")
    @ValueSource(doubles = {1, 2, 3, 4, 5})
    void radiusLeadersMissTheJetsAndLabelsStayByTheirOwnJet(double magnify) {
        FlyingJets lesson = new FlyingJets(FlyingJetsTest.JETS);
        Simulation sim = new Simulation(lesson);
        List<String> problems = new ArrayList<>();
        for (int step = 0; step <= 400 && problems.size() < 5; step++) {
            LabelRecorder draw = new LabelRecorder(FlyingJetsTest.JETS, magnify);
            lesson.draw(draw, Overlays.DEFAULT);
            List<Body> jets = List.of(lesson.flyer(), lesson.waiting());
            List<Obb> images = jets.stream().map(b -> Obb.of(b.pose(), b.sprite().width(), b.sprite().height())).toList();
            for (LabelRecorder.Leader leader : draw.leaders()) {
                if (leader.ink() != Ink.BOUNDING_CIRCLE) {
                    continue;
                }
                for (int i = 1; i < 100; i++) {
                    Vec2 p = leader.from().plus(leader.to().minus(leader.from()).times(i / 100.0));
                    if (images.stream().anyMatch(image -> image.contains(p))) {
                        problems.add("step " + step + ": leader " + leader + " crosses a jet at " + p);
                        break;
                    }
                }
                Circle own = nearestOutline(jets, leader.from());
                Circle other = jets.stream().map(Body::boundingCircle).filter(c -> c != own).findFirst().orElseThrow();
                LabelRecorder.Label label = draw.labels("r = ").stream()
                        .filter(l -> LabelSearch.distance(draw.box(l, lesson.bounds()), leader.to()) < 1e-9).findFirst().orElseThrow();
                Aabb box = draw.box(label, lesson.bounds());
                if (LabelSearch.distance(box, own.center()) > LabelSearch.distance(box, other.center())) {
                    problems.add("step " + step + ": " + label + " lies nearer the other jet");
                }
            }
        }
        assertThat(problems).isEmpty();
    }

    /** Returns the bounding circle whose outline {@code p} lies nearest. */
    private static Circle nearestOutline(List<Body> jets, Vec2 p) {
        Circle best = null;
        for (Body b : jets) {
            Circle c = b.boundingCircle();
            if (best == null || Math.abs(Math.sqrt(p.distanceSquared(c.center())) - c.radius())
                    < Math.abs(Math.sqrt(p.distanceSquared(best.center())) - best.radius())) {
                best = c;
            }
        }
        return best;
    }
}
