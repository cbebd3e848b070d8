package org.spriteplayground.bench;

import java.awt.Component;
import java.awt.Rectangle;
import java.awt.Robot;
import java.awt.Window;
import java.io.File;
import java.util.Arrays;
import javax.imageio.ImageIO;
import javax.swing.AbstractButton;
import javax.swing.JComboBox;
import org.spriteplayground.app.Main;
import org.spriteplayground.geometry.Pose;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.lesson.FlyingJets;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.sim.Overlay;
import org.spriteplayground.sprite.BoundKind;
import org.spriteplayground.sprite.Bounds;
import org.spriteplayground.sprite.Placement;
import org.spriteplayground.sprite.SpriteAnalysis;
import org.spriteplayground.ui.MainFrame;

/**
 * Retakes the README's pictures that need a set-up no key press gives: flying-jets with every
 * bound raising a false alarm ({@code docs/measured.png}), the tightness chart
 * ({@code docs/tightness-chart.png}) and a finished experiment ({@code docs/experiment.png}).
 * Run by {@code docs/screenshots.sh} on a virtual display; not a benchmark and not a test.
 */
public final class DocPictures {

    private DocPictures() {
    }

    public static void main(String[] args) {
        try {
            take(new File(args.length > 0 ? args[0] : "docs"));
            System.exit(0);
        } catch (Exception | AssertionError e) {
            System.err.println("doc pictures: " + e);
            System.exit(1);
        }
    }

    private static void take(File folder) throws Exception {
        if (Main.run(new String[] {"--lesson", FlyingJets.ID}, System.out, System.err) >= 0) {
            System.exit(2);
        }
        MainFrame window = OnScreen.mainWindow(50);
        Playground model = OnScreen.onEdt(window::playground); // read on the event thread, which built the window
        Robot robot = new Robot();
        OnScreen.onEdt(() -> {
            window.toFront();
            window.requestFocus();
            window.setSize(1500, 960);
            window.setLocation(0, 0);
            model.setPaused(true);
            model.setChartVisible(true);
            for (Overlay o : new Overlay[] {Overlay.SPRITES, Overlay.PIXELS, Overlay.CIRCLES, Overlay.BOXES, Overlay.TIGHT_BOXES, Overlay.TURNED_BOXES, Overlay.MIN_CIRCLES,
                Overlay.HULLS, Overlay.CAPSULES, Overlay.KDOPS}) {
                model.setOverlay(o, true);
            }
            FlyingJets jets = (FlyingJets) model.lesson();
            jets.setTrigger(BoundKind.PIXELS); // "Reset when: pixels": every bound's hit is tagged real or false alarm
            placeForAFalseAlarmOfEveryBound(jets);
            model.edited();
            return null;
        });
        Thread.sleep(1_500);
        shoot(robot, OnScreen.named(window, "canvas"), new File(folder, "measured.png"));
        shoot(robot, OnScreen.named(window, "tightnessChart"), new File(folder, "tightness-chart.png"));

        robot.keyPress(java.awt.event.KeyEvent.VK_CONTROL);
        robot.keyPress(java.awt.event.KeyEvent.VK_E);
        robot.keyRelease(java.awt.event.KeyEvent.VK_E);
        robot.keyRelease(java.awt.event.KeyEvent.VK_CONTROL);
        Window dialog = null;
        for (int i = 0; i < 100 && dialog == null; i++) {
            Thread.sleep(100);
            dialog = OnScreen.onEdt(() -> Arrays.stream(Window.getWindows()).filter(w -> "experimentDialog".equals(w.getName()) && w.isShowing()).findFirst().orElse(null));
        }
        if (dialog == null) {
            throw new IllegalStateException("the Experiment window did not open");
        }
        Window experiment = dialog;
        OnScreen.onEdt(() -> {
            ((JComboBox<?>) OnScreen.named(experiment, "experimentSpriteA")).setSelectedItem("jet");
            ((JComboBox<?>) OnScreen.named(experiment, "experimentSpriteB")).setSelectedItem("crescent");
            ((AbstractButton) OnScreen.named(experiment, "experimentRun")).doClick();
            return null;
        });
        for (int i = 0; i < 600 && !OnScreen.onEdt(() -> ((AbstractButton) OnScreen.named(experiment, "experimentExport")).isEnabled()); i++) {
            Thread.sleep(100);
        }
        Thread.sleep(500);
        shoot(robot, experiment, new File(folder, "experiment.png"));
        System.out.println("pictures: " + folder + "/measured.png, tightness-chart.png, experiment.png");
    }

    /**
     * Puts the waiting jet beside the flyer, both upright, at the first offset (searched outwards
     * from touching circles) where every enclosing bound reports a hit and the pixels do not.
     */
    private static void placeForAFalseAlarmOfEveryBound(FlyingJets jets) {
        SpriteAnalysis a = jets.flyer().shape();
        SpriteAnalysis b = jets.waiting().shape();
        int cx = (int) Math.round(jets.flyer().pose().position().x());
        int cy = (int) Math.round(jets.flyer().pose().position().y());
        Placement flyer = new Placement(cx, cy, 0);
        for (int dy = 0; dy <= 60; dy += 2) {
            for (int dx = 40; dx <= 100; dx += 2) {
                Placement waiting = new Placement(cx + dx, cy + dy, 20);
                boolean all = true;
                for (BoundKind kind : BoundKind.values()) {
                    if (kind != BoundKind.PIXELS && !Bounds.overlap(kind, a, flyer, b, waiting)) {
                        all = false;
                    }
                }
                if (all && !Bounds.overlap(BoundKind.PIXELS, a, flyer, b, waiting)) {
                    jets.flyer().place(new Pose(new Vec2(cx, cy), 0));
                    // Moved and turned through its handle, as a drag does: the verdict follows at once.
                    jets.waiting().place(new Pose(jets.waiting().pose().position(), 0));
                    org.spriteplayground.lesson.Handle handle = jets.grab(jets.waiting().pose().position(), 1).orElseThrow();
                    handle.moveTo(new Vec2(cx + dx, cy + dy));
                    handle.turnBy(Math.toRadians(20));
                    return;
                }
            }
        }
        throw new IllegalStateException("no offset gives a false alarm of every bound");
    }

    private static void shoot(Robot robot, Component c, File file) throws Exception {
        Rectangle r = OnScreen.onEdt(() -> new Rectangle(c.getLocationOnScreen(), c.getSize()));
        if (!ImageIO.write(robot.createScreenCapture(r), "png", file)) {
            throw new IllegalStateException("no PNG writer");
        }
    }


}
