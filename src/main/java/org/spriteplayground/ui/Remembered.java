package org.spriteplayground.ui;

import org.spriteplayground.playground.Playground;
import org.spriteplayground.sim.Overlay;
import org.spriteplayground.sim.Overlays;

/** Puts the remembered overlay switches and chart switch on a new window's playground, and remembers them, and its lesson, as they change. */
final class Remembered {

    private Remembered() {
    }

    /** Sets {@code model} from {@code settings}, then saves every change of lesson, overlay or chart switch in them. */
    static void follow(Playground model, Settings settings) {
        Overlays overlays = settings.overlays();
        for (Overlay overlay : Overlay.values()) {
            model.setOverlay(overlay, overlays.has(overlay));
        }
        model.setChartVisible(settings.chartVisible());
        settings.setLesson(model.entry());
        model.addListener(change -> {
            switch (change) {
                case LESSON -> settings.setLesson(model.entry());
                case OVERLAYS -> settings.setOverlays(model.overlays());
                case CHART -> settings.setChartVisible(model.chartVisible());
                default -> { }
            }
        });
    }
}
