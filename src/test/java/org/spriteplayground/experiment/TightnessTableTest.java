package org.spriteplayground.experiment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.spriteplayground.sprite.BoundKind;
import org.spriteplayground.sprite.SpriteAnalysis;
import org.spriteplayground.sprite.SpriteLoader;

class TightnessTableTest {

    private final SpriteAnalysis jet = SpriteAnalysis.of(SpriteLoader.bundled("jet").sprite());

    @Test
    void oneRowPerStepFromZeroUpToButNotIncluding360() {
        assertThat(TightnessTable.of(jet, 1).rows()).hasSize(360).last().extracting(TightnessTable.Row::degrees).isEqualTo(359.0);
        assertThat(TightnessTable.of(jet, 0.5).rows()).hasSize(720);
        assertThat(TightnessTable.of(jet, 7).rows()).hasSize(52).last().extracting(TightnessTable.Row::degrees).isEqualTo(357.0);
        assertThat(TightnessTable.of(jet, 360).rows()).hasSize(1);
    }

    @Test
    void areasFollowTheClosedFormsAndEveryFillIsAtMostOne() {
        TightnessTable table = TightnessTable.of(jet, 1);
        for (TightnessTable.Row row : table.rows()) {
            double theta = Math.toRadians(row.degrees());
            assertThat(row.area(BoundKind.CIRCLE)).isCloseTo(Math.PI * (60 * 60 + 80 * 80) / 4.0, within(1e-9));
            assertThat(row.area(BoundKind.AABB)).isCloseTo(4800 + 10000 * Math.abs(Math.sin(2 * theta)) / 2, within(1e-6));
            assertThat(row.area(BoundKind.TIGHT_AABB)).isLessThanOrEqualTo(row.area(BoundKind.AABB) + 1e-9);
            for (BoundKind kind : TightnessTable.KINDS) {
                assertThat(row.area(kind)).isGreaterThanOrEqualTo(table.opaquePixels());
            }
        }
    }

    @Test
    void csvHasTheFixedHeaderAndTheJetsUprightRow() {
        List<String> lines = TightnessTable.of(jet, 45).csvLines();
        assertThat(lines.get(0)).isEqualTo("angle_deg,opaque_px,circle_area,aabb_area,tight_aabb_area,obb_area,min_circle_area,"
                + "circle_fill,aabb_fill,tight_aabb_fill,obb_fill,min_circle_fill");
        assertThat(lines).hasSize(9);
        String[] upright = lines.get(1).split(",");
        assertThat(upright[0]).isEqualTo("0");
        assertThat(upright[2]).isEqualTo("7853.982");
        assertThat(upright[3]).isEqualTo("4800.000");
        assertThat(Double.parseDouble(upright[8])).isCloseTo(Double.parseDouble(upright[1]) / 4800, within(1e-6));
        assertThat(lines.get(2).split(",")[3]).isEqualTo("9800.000");
    }

    @Test
    void eachRowsOpaquePixelsAreThoseOfTheMaskTurnedToTheNearestWholeDegree() {
        TightnessTable table = TightnessTable.of(jet, 0.3);
        List<String> lines = table.csvLines();
        boolean anyDiffers = false;
        for (double at : new double[] {0, 0.3, 17.1, 45, 90, 133.5, 200.1, 359.7}) {
            int i = (int) Math.round(at / 0.3);
            TightnessTable.Row row = table.rows().get(i);
            int whole = Math.floorMod((int) Math.round(row.degrees()), 360);
            int turned = jet.turnedMask(whole).opaqueCount();
            String[] cells = lines.get(i + 1).split(",");
            assertThat(row.opaquePixels()).as("opaque cells at %s degrees", row.degrees()).isEqualTo(turned);
            assertThat(Integer.parseInt(cells[1])).as("opaque_px at %s degrees", row.degrees()).isEqualTo(turned);
            assertThat(Double.parseDouble(cells[10])).as("obb_fill at %s degrees", row.degrees())
                    .isCloseTo(turned / row.area(BoundKind.OBB), within(1e-6));
            anyDiffers |= turned != table.opaquePixels();
        }
        assertThat(anyDiffers).as("some turn gains or loses cells, so the column tells turns apart").isTrue();
    }

    @Test
    void theChartAlsoGetsTheHullCapsuleAndEightDopWhichTurnWithTheSpriteWhileTheCsvKeepsItsColumns() {
        assertThat(TightnessTable.CHART_KINDS).containsExactly(BoundKind.CIRCLE, BoundKind.AABB, BoundKind.TIGHT_AABB, BoundKind.OBB,
                BoundKind.MIN_CIRCLE, BoundKind.HULL, BoundKind.CAPSULE, BoundKind.KDOP8);
        TightnessTable table = TightnessTable.of(jet, 1);
        double hull = table.rows().get(0).area(BoundKind.HULL);
        for (TightnessTable.Row row : table.rows()) {
            assertThat(row.area(BoundKind.HULL)).isCloseTo(hull, within(1e-9)).isGreaterThanOrEqualTo(table.opaquePixels());
            assertThat(row.area(BoundKind.KDOP8)).isBetween(row.area(BoundKind.HULL), row.area(BoundKind.OBB) + 1e-9);
            assertThat(row.area(BoundKind.CAPSULE)).isGreaterThanOrEqualTo(row.area(BoundKind.HULL));
        }
        assertThat(table.csvLines()).allSatisfy(line -> assertThat(line.split(",")).hasSize(12));
    }

    @Test
    void crossoversOfCircleAndAabbForTheJet() {
        // pi * 10000 / 4 = 7854 = 4800 + 5000 |sin 2t|  ->  |sin 2t| = 0.6108, t = 18.82 deg.
        List<Double> angles = TightnessTable.circleAabbCrossovers(60, 80);
        assertThat(angles).hasSize(8);
        assertThat(angles.get(0)).isCloseTo(Math.toDegrees(Math.asin((Math.PI * 2500 - 4800) / 5000)) / 2, within(1e-9)).isCloseTo(18.82, within(0.01));
        assertThat(angles.get(1)).isCloseTo(90 - angles.get(0), within(1e-9));
        // A long missile's box is tighter than its circle at every angle: they never cross.
        assertThat(TightnessTable.circleAabbCrossovers(14, 96)).isEmpty();
    }
}
