package org.spriteplayground.ui;

import java.awt.BorderLayout;
import java.awt.image.BufferedImage;
import java.util.Map;
import javax.swing.BorderFactory;
import javax.swing.JComponent;
import javax.swing.JFrame;
import javax.swing.JOptionPane;
import javax.swing.JScrollPane;
import javax.swing.KeyStroke;
import javax.swing.ScrollPaneConstants;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sim.Simulation;
import org.spriteplayground.sprite.SpriteSet;

/** The main window: canvas on the left, the lesson's text, controls and readouts on the right. */
public final class MainFrame extends JFrame {

    private static final long serialVersionUID = 1L;

    /** The window title. */
    public static final String TITLE = "Sprite Playground";

    private final transient SpriteSet sprites;
    private final transient Settings settings;
    private final transient AppActions actions;
    private final transient LessonMenu lessonMenu;
    private final CanvasPanel canvas;
    private final ControlPanel controls;
    private final SidePanel side;
    private final transient Ticker ticker;
    private transient Lesson lesson;
    private transient Simulation simulation;

    /**
     * Builds the window showing one lesson; call on the event thread with the theme installed.
     *
     * @param first the lesson to open with
     * @param sprites the sprites lessons are built from
     * @param images sprite images by name, for drawing
     * @param settings where the theme is remembered
     */
    public MainFrame(Lessons.Entry first, SpriteSet sprites, Map<String, BufferedImage> images, Settings settings) {
        super(TITLE);
        this.sprites = sprites;
        this.settings = settings;
        this.actions = new AppActions(this, Overlays.DEFAULT, settings.theme());
        this.lessonMenu = new LessonMenu(this::openLesson);
        this.canvas = new CanvasPanel(this::simulation, actions::overlays, images);
        this.controls = new ControlPanel(actions, this::speedChanged);
        this.side = new SidePanel(controls, this::sceneEdited);
        this.ticker = new Ticker(canvas, this::simulation, () -> side.refreshReadouts(lesson));
        new CanvasInput(canvas, () -> lesson, this::sceneEdited).install();

        setDefaultCloseOperation(DISPOSE_ON_CLOSE);
        if (images.containsKey("jet")) {
            setIconImage(images.get("jet"));
        }
        setJMenuBar(Menus.build(actions, lessonMenu));
        JScrollPane sideScroll = new JScrollPane(side, ScrollPaneConstants.VERTICAL_SCROLLBAR_AS_NEEDED, ScrollPaneConstants.HORIZONTAL_SCROLLBAR_NEVER);
        sideScroll.setBorder(BorderFactory.createEmptyBorder());
        sideScroll.getVerticalScrollBar().setUnitIncrement(16);
        add(canvas, BorderLayout.CENTER);
        add(sideScroll, BorderLayout.EAST);

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
        canvas.repaint();
        canvas.requestFocusInWindow();
    }

    void pauseChanged(boolean paused) {
        simulation.setPaused(paused);
        canvas.repaint();
    }

    void stepOnce() {
        simulation.step();
        sceneEdited();
    }

    void resetScene() {
        simulation.reset();
        sceneEdited();
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
        canvas.repaint();
    }

    void themeChanged(Theme theme) {
        theme.switchTo();
        settings.setTheme(theme);
        side.refresh(lesson);
    }

    void showKeys() {
        KeysDialog.show(this, actions.withKeys());
    }

    void showAbout() {
        JOptionPane.showMessageDialog(this,
                "<html><b>Sprite Playground</b> " + version() + "<br><br>"
                        + "See and teach 2D collision bounds: bounding circles, boxes and pixels.<br>"
                        + "Built on FlatLaf and MigLayout. Sprites drawn by this project.</html>",
                "About Sprite Playground", JOptionPane.INFORMATION_MESSAGE);
    }

    void quit() {
        dispose();
    }

    private static String version() {
        String v = MainFrame.class.getPackage().getImplementationVersion();
        return v != null ? v : "(development build)";
    }
}
