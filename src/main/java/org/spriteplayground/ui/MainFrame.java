package org.spriteplayground.ui;

import java.awt.BorderLayout;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import javax.imageio.ImageIO;
import javax.swing.BorderFactory;
import javax.swing.JComponent;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JScrollPane;
import javax.swing.KeyStroke;
import javax.swing.JSplitPane;
import javax.swing.ScrollPaneConstants;
import org.spriteplayground.experiment.Csv;
import org.spriteplayground.lesson.FlyingJets;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.render.Images;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sim.Simulation;
import org.spriteplayground.sprite.SpriteLibrary;

/** The main window: canvas on the left, the lesson's text, controls and readouts on the right. */
public final class MainFrame extends JFrame {

    private static final long serialVersionUID = 1L;

    /** The window title. */
    public static final String TITLE = "Sprite Playground";

    private final transient SpriteLibrary sprites;
    private final transient Settings settings;
    private final transient AppActions actions;
    private final transient LessonMenu lessonMenu;
    private final CanvasPanel canvas;
    private final ControlPanel controls;
    private final SidePanel side;
    private final TightnessChartPanel chart = new TightnessChartPanel();
    private final JSplitPane canvasAndChart;
    private final JLabel statusBar = new JLabel(" ");
    private final transient Map<String, BufferedImage> images;
    private final transient SpriteOpener opener;
    private ExperimentDialog experimentDialog;
    private final transient PerfMeter perf = new PerfMeter();
    private final transient Exports exports = new Exports(this);
    private final transient FailureReporter failures = new FailureReporter(this, () -> actions().pause().putValue(javax.swing.Action.SELECTED_KEY, true));
    private final transient Ticker ticker;
    private transient Lesson lesson;
    private transient Simulation simulation;

    /**
     * Builds the window showing one lesson; call on the event thread with the theme installed.
     *
     * @param first the lesson to open with
     * @param sprites the sprites lessons are built from
     * @param images sprite images by name, for drawing; sprites the user opens are added to it
     * @param settings where the theme is remembered
     */
    public MainFrame(Lessons.Entry first, SpriteLibrary sprites, Map<String, BufferedImage> images, Settings settings) {
        super(TITLE);
        this.sprites = sprites;
        this.images = new LinkedHashMap<>();
        images.forEach((name, image) -> this.images.put(name, Images.premultiplied(image)));
        this.settings = settings;
        this.actions = new AppActions(this, Overlays.DEFAULT, settings.theme());
        this.lessonMenu = new LessonMenu(this::openLesson);
        this.canvas = new CanvasPanel(this::simulation, actions::overlays, this.images, perf, failures);
        this.controls = new ControlPanel(actions, this::speedChanged);
        this.side = new SidePanel(controls, this::sceneEdited);
        this.ticker = new Ticker(canvas, this::simulation, this::stepsRan, perf, failures::failed);
        new CanvasInput(canvas, () -> lesson, this::sceneEdited).install();
        this.opener = new SpriteOpener(this, sprites, this.images, this::showSprite, this::status);
        opener.acceptDrops(canvas);

        setDefaultCloseOperation(DISPOSE_ON_CLOSE);
        if (images.containsKey("jet")) {
            setIconImage(images.get("jet"));
        }
        setJMenuBar(Menus.build(actions, lessonMenu));
        JScrollPane sideScroll = new JScrollPane(side, ScrollPaneConstants.VERTICAL_SCROLLBAR_AS_NEEDED, ScrollPaneConstants.HORIZONTAL_SCROLLBAR_NEVER);
        sideScroll.setBorder(BorderFactory.createEmptyBorder());
        sideScroll.getVerticalScrollBar().setUnitIncrement(16);
        canvasAndChart = new JSplitPane(JSplitPane.VERTICAL_SPLIT, canvas, chart);
        canvasAndChart.setResizeWeight(0.6);
        canvasAndChart.setBorder(BorderFactory.createEmptyBorder());
        // The split pane would take the arrow keys from the canvas to move its divider: → is Step here.
        for (String key : new String[] {"UP", "DOWN", "LEFT", "RIGHT", "KP_UP", "KP_DOWN", "KP_LEFT", "KP_RIGHT", "HOME", "END"}) {
            canvasAndChart.getInputMap(JComponent.WHEN_ANCESTOR_OF_FOCUSED_COMPONENT).put(KeyStroke.getKeyStroke(key), "none");
        }
        statusBar.setName("statusBar");
        statusBar.setBorder(BorderFactory.createEmptyBorder(2, 10, 2, 10));
        add(canvasAndChart, BorderLayout.CENTER);
        add(sideScroll, BorderLayout.EAST);
        add(statusBar, BorderLayout.SOUTH);

        // Menus bind each action's key; a second key (→ for Step) is bound here.
        JComponent root = getRootPane();
        root.getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW).put((KeyStroke) actions.step().getValue(AppActions.ALSO_KEY), "step");
        root.getActionMap().put("step", actions.step());
        openLesson(first);
    }

    /** Returns the simulation on show. */
    public Simulation simulation() {
        return simulation;
    }

    /** Returns the lesson on show. */
    public Lesson lesson() {
        return lesson;
    }

    /** Returns the frames painted in the last full second. */
    public int framesPerSecond() {
        return perf.fps();
    }

    /** Returns whether the window's one timer is running. */
    public boolean isTicking() {
        return ticker.isRunning();
    }

    /** Replaces the lesson on show with a fresh one; speed and pause carry over. */
    public void openLesson(Lessons.Entry entry) {
        Lesson next = entry.factory().apply(sprites);
        Simulation nextSimulation = new Simulation(next);
        if (simulation != null) {
            nextSimulation.setSpeed(simulation.speed());
            nextSimulation.setPaused(simulation.isPaused());
        }
        lesson = next;
        simulation = nextSimulation;
        lessonMenu.select(entry.id());
        side.showLesson(lesson);
        updateChart();
        canvas.repaint();
        canvas.requestFocusInWindow();
    }

    /** Shows a sprite in flying-jets (opening that lesson if another is on show). */
    void showSprite(String name) {
        Lessons.Entry jets = Lessons.byId(FlyingJets.ID).orElseThrow();
        openLesson(jets);
        ((FlyingJets) lesson).setSprite(name);
        side.showLesson(lesson);
        updateChart();
        canvas.repaint();
    }

    private void stepsRan() {
        side.refreshReadouts(lesson);
        if (chart.isShowing()) {
            lesson.focus().ifPresent(chart::show);
        }
    }

    /** Shows the chart if the lesson is about a sprite and the switch is on. */
    private void updateChart() {
        boolean visible = Commands.isOn(actions.chart()) && lesson.focus().isPresent();
        chart.setVisible(visible);
        lesson.focus().ifPresent(chart::show);
        canvasAndChart.resetToPreferredSizes();
        actions.exportChart().setEnabled(lesson.focus().isPresent());
        actions.exportTable().setEnabled(lesson.focus().isPresent());
    }

    void chartToggled(boolean on) {
        updateChart();
    }

    void openSprite() {
        opener.chooseAndOpen();
    }

    void exportCanvas() {
        exports.canvas(lesson.id());
    }

    void exportChart() {
        lesson.focus().ifPresent(f -> exports.chart(f.sprite().sprite().name()));
    }

    void exportTable() {
        lesson.focus().ifPresent(f -> exports.table(f.sprite().sprite().name()));
    }

    /** Writes what the canvas shows as a PNG file. */
    public void exportCanvasTo(Path file) throws IOException {
        if (!ImageIO.write(canvas.snapshot(), "png", file.toFile())) {
            throw new IOException("no PNG writer available");
        }
    }

    /** Writes the tightness chart of the lesson's sprite as a PNG file. */
    public void exportChartTo(Path file) throws IOException {
        chart.show(lesson.focus().orElseThrow(() -> new IOException("this lesson has no sprite to chart")));
        chart.savePng(file);
    }

    /** Writes the tightness table of the lesson's sprite as a CSV file. */
    public void exportTableTo(Path file) throws IOException {
        chart.show(lesson.focus().orElseThrow(() -> new IOException("this lesson has no sprite to tabulate")));
        Csv.write(file, chart.table().csvLines());
    }

    void showExperiment() {
        if (experimentDialog == null || !experimentDialog.isDisplayable()) {
            String focus = lesson.focus().map(f -> f.sprite().sprite().name()).orElse("jet");
            experimentDialog = new ExperimentDialog(this, sprites, focus);
        }
        experimentDialog.setVisible(true);
        experimentDialog.toFront();
    }

    /** Returns the experiment dialog once it has been opened, else null. */
    ExperimentDialog experimentDialog() {
        return experimentDialog;
    }

    /** Shows a one-line message under the canvas. */
    void status(String message) {
        statusBar.setText(message);
    }

    void pauseChanged(boolean paused) {
        simulation.setPaused(paused);
        if (!paused) {
            failures.clear();
        }
        canvas.repaint();
    }

    void stepOnce() {
        try {
            simulation.step();
        } catch (RuntimeException failure) {
            failures.failed("The step", failure);
        }
        sceneEdited();
    }

    void resetScene() {
        try {
            simulation.reset();
            failures.clear();
        } catch (RuntimeException failure) {
            failures.failed("Resetting the lesson", failure);
        }
        sceneEdited();
    }

    /** Reports a failure from elsewhere (an action, a listener): logged once, shown once, lesson paused. */
    public void reportFailure(String where, Throwable failure) {
        failures.failed(where, failure);
        canvas.repaint();
    }

    /** Returns how many failures (of a tick, a paint, a step) happened in this window. */
    public int failureCount() {
        return failures.failures();
    }

    private AppActions actions() {
        return actions;
    }

    void speedNudged(int direction) {
        controls.nudgeSpeed(direction);
    }

    private void speedChanged(double factor) {
        simulation.setSpeed(factor);
        canvas.repaint();
    }

    void overlaysChanged() {
        canvas.repaint();
    }

    /** The lesson changed outside a tick (a drag, a preset, a control): show it. */
    void sceneEdited() {
        side.refresh(lesson);
        if (chart.isShowing()) {
            lesson.focus().ifPresent(chart::show);
        }
        canvas.repaint();
    }

    void themeChanged(Theme theme) {
        theme.switchTo();
        settings.setTheme(theme);
        side.refresh(lesson);
        updateChart();
    }

    void showKeys() {
        HelpDialogs.keys(this, actions.withKeys());
    }

    void showAbout() {
        HelpDialogs.about(this);
    }

    void quit() {
        dispose();
    }
}
