package org.spriteplayground.ui;

import org.spriteplayground.ui.canvas.PaintMeter;
import java.awt.BorderLayout;
import java.awt.image.BufferedImage;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.swing.Action;
import javax.swing.JComponent;
import javax.swing.JFrame;
import javax.swing.JPanel;
import javax.swing.KeyStroke;
import net.miginfocom.swing.MigLayout;
import org.spriteplayground.playground.Change;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.render.Images;
import org.spriteplayground.settings.Settings;
import org.spriteplayground.ui.canvas.CanvasInput;
import org.spriteplayground.ui.canvas.CanvasPanel;
import org.spriteplayground.ui.canvas.SoundCues;
import org.spriteplayground.ui.canvas.FailureReporter;
import org.spriteplayground.ui.chart.CanvasAndChart;
import org.spriteplayground.ui.chart.TightnessChartPanel;
import org.spriteplayground.ui.dialogs.ScreenFit;
import org.spriteplayground.ui.predict.PredictActions;
import org.spriteplayground.ui.predict.PredictStrip;
import org.spriteplayground.ui.side.OverlayPanel;
import org.spriteplayground.ui.side.SideColumn;

/**
 * The main window. It only assembles: the playground model, the canvas and chart, the playback bar,
 * the side column (with the status line at its foot), the menus and the one timer. Every part follows the model.
 */
public final class MainFrame extends JFrame {

    /** The window title: the app's name, the same in every language. */
    public static final String TITLE = "Sprite Playground"; // not shown

    private final transient Playground model;
    private final transient FailureReporter failures;
    private final transient Ticker ticker;
    private final transient WindowCommands commands;
    private final transient PaintMeter paints;
    private final transient PredictActions predict;

    /**
     * Builds the window showing one lesson; call on the event thread with the theme installed.
     *
     * @param model the playground to show, with its first lesson and the sprites lessons are built from
     * @param images sprite images by name, for drawing; sprites the user opens are added to it
     * @param settings where the theme is remembered
     */
    public MainFrame(Playground model, Map<String, BufferedImage> images, Settings settings) {
        super(TITLE);
        ScreenFit.install();
        Remembered.Choice<Presentation> presentation = new Remembered.Choice<>(settings, Presentation.SETTING, Presentation::switchTo);
        presentation.current().switchTo();
        this.model = model;
        Remembered.follow(model, settings);
        Map<String, BufferedImage> drawn = new LinkedHashMap<>();
        images.forEach((name, image) -> drawn.put(name, Images.premultiplied(image)));
        failures = new FailureReporter(this, model);
        CanvasPanel canvas = new CanvasPanel(model, drawn, failures, () -> presentation.current().factor());
        paints = canvas.paintMeter();
        TightnessChartPanel chart = new TightnessChartPanel();
        commands = new WindowCommands(this, model, drawn, chart);
        Remembered.Choice<Theme> themes = new Remembered.Choice<>(settings, Theme.SETTING, Theme::switchTo);
        predict = new PredictActions(this, model);
        predict.hintOn(canvas);
        AppActions actions = new AppActions(model, themes, commands, new ViewActions(presentation, this, predict, ViewActions.reducedMotion(settings, model),
                ViewActions.soundCues(settings, new SoundCues(model, canvas)), Menus.language(this, settings)));
        commands.listKeysOf(actions);
        ticker = new Ticker(canvas, predict::tick, failures::failed); // the playground's steps, and Explain's replay
        new CanvasInput(canvas, model).install();
        KeyboardAccess.home(getRootPane(), canvas);
        commands.opener().acceptDrops(canvas, commands.scenes()::open, commands::showClassResults);
        commands.opener().acceptDrops(getRootPane(), commands.scenes()::open, commands::showClassResults);
        model.addListener(change -> {
            if (change == Change.LESSON) {
                canvas.requestFocusInWindow();
            }
            boolean sprite = model.lesson().focus().isPresent();
            actions.exportChart.setEnabled(sprite);
            actions.exportTable.setEnabled(sprite);
            actions.chart.setEnabled(sprite); // a lesson without a sprite has no chart to show or hide
        });
        actions.chart.setEnabled(model.lesson().focus().isPresent());
        // The window opens with the keys on the canvas (first in the Tab order, ScreenOrder): a Space
        // or → on the playback bar would press a button or move a slider instead.
        addWindowListener(new java.awt.event.WindowAdapter() {
            @Override
            public void windowOpened(java.awt.event.WindowEvent e) {
                canvas.requestFocusInWindow();
            }

            @Override
            public void windowClosing(java.awt.event.WindowEvent e) {
                commands.quit(); // the close box quits as File > Quit does
            }
        });
        if (images.containsKey("jet")) {
            setIconImage(images.get("jet"));
        }
        setDefaultCloseOperation(DO_NOTHING_ON_CLOSE);
        setJMenuBar(Menus.build(actions, Menus.lessons(model), commands.scenes()));

        SideColumn side = new SideColumn(model, new OverlayPanel(actions, model), paints);
        PlaybackBar playback = new PlaybackBar(actions, model);
        PredictStrip strip = new PredictStrip(predict);
        TimelineBar timeline = new TimelineBar(model);
        JPanel centre = centre(playback, strip, canvas, timeline, chart, model);
        setFocusTraversalPolicy(new ScreenOrder(canvas, playback, strip, timeline, centre, side));
        add(centre, BorderLayout.CENTER);
        add(side, BorderLayout.EAST);
        bindFurtherKeys(actions);
        predict.bindKeys(getRootPane());
        themes.addListener(side::updateBorders);
        presentation.addListener(side::updateBorders);
    }

    /**
     * Returns the window's part left of the side column, a column of the playback bar, the Predict
     * strip, the canvas with the timeline under it, and the chart. The canvas and its timeline keep
     * their least share of the window's height ({@link CanvasAndChart#LEAST_SHARE}); the strip shows
     * whole where that leaves room for it, else scrolls; the chart takes what the canvas leaves it at
     * its usual share or where the teacher drags the divider, or folds away. Where there is less room
     * than all want, the canvas and the chart give up their extra height first, then the strip its own.
     */
    static JPanel centre(PlaybackBar playback, PredictStrip strip, CanvasPanel canvas, TimelineBar timeline, TightnessChartPanel chart, Playground model) {
        // Each part narrows with the column (wmin 0): MigLayout keeps a part at least as wide as Swing's least
        // size for it, which for the canvas (no layout of its own) is whatever size it last had.
        JPanel canvasAndTimeline = new JPanel(new MigLayout("wrap 1, fill, insets 0, gap 0", "[grow, fill]", "[grow, fill][]"));
        canvasAndTimeline.add(canvas, "wmin 0"); // at least as high as its strips: the split gives the world its share beyond them
        canvasAndTimeline.add(timeline, "wmin 0, hmin pref");
        JPanel centre = new JPanel(new MigLayout(
                "wrap 1, fill, insets 0, gap 0, hidemode 3",         // layout: Predict off, no strip, no room taken
                "[grow, fill]",                                      // columns
                "[][shrinkprio 100][grow, fill, shrinkprio 200]"));  // rows: the playback bar, the strip, the canvas and chart (the first to give way)
        centre.add(playback, "wmin 0, hmin pref");
        centre.add(strip, "wmin 0, hmin 0, hmax pref"); // its text gives way first, and scrolls, over its answers' row
        centre.add(new CanvasAndChart(canvasAndTimeline, chart, model), "wmin 0");
        return centre;
    }

    /** Menus bind each action's key; the further keys (→ for Step, + for Faster) are bound here. */
    private void bindFurtherKeys(AppActions actions) {
        JComponent root = getRootPane();
        for (Action action : actions.withKeys()) {
            @SuppressWarnings("unchecked")
            List<KeyStroke> also = (List<KeyStroke>) action.getValue(AppActions.ALSO_KEYS);
            if (also != null) {
                for (KeyStroke key : also) {
                    root.getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW).put(key, action.getValue(Action.NAME));
                    root.getActionMap().put(action.getValue(Action.NAME), action);
                }
            }
        }
    }

    /**
     * Gives Quit (File &gt; Quit, its key in every window, the close box) what ends the app: it runs
     * as soon as the window has left the screen, in Quit's own event. Where it returns, the
     * window is then disposed.
     */
    public void endWith(Runnable ending) {
        commands.endWith(ending);
    }

    /** Shows a scene whose sprites are decoded already ({@code --scene}); throws, changing nothing, if it is bad. */
    public void openScene(SceneSprites scene) throws org.spriteplayground.scene.SceneException {
        commands.scenes().show(scene);
    }

    /** Returns the playground this window shows: its lesson, playback, overlays and sprites. */
    public Playground playground() {
        return model;
    }

    /** Returns how many frames the canvas painted in the last second. */
    public int framesPerSecond() {
        return paints.fps();
    }

    /** Returns the mean time of the canvas's paints in the last second, in milliseconds; NaN if it painted none (the screen check's figure). */
    public double paintMillis() {
        return paints.reading().paintMillis();
    }

    /** Returns whether the window's one timer is running. */
    public boolean isTicking() {
        return ticker.isRunning();
    }

    /** Reports a failure from elsewhere (an action, a listener): logged once, shown once, lesson paused. */
    public void reportFailure(String where, Throwable failure) {
        failures.failed(where, failure);
    }

    /** Returns how many failures (of a tick, a paint, a step) happened in this window. */
    public int failureCount() {
        return failures.failures();
    }

    /** Returns the window's own commands (exports, dialogs), for the tests in this package. */
    WindowCommands commands() {
        return commands;
    }

    /** Returns Predict's mode in this window, for the tests in this package. */
    org.spriteplayground.predict.PredictMode predictMode() {
        return predict.mode();
    }
}
