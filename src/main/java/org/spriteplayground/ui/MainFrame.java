package org.spriteplayground.ui;

import java.awt.BorderLayout;
import java.awt.event.KeyEvent;
import java.awt.image.BufferedImage;
import java.util.Map;
import javax.swing.Action;
import javax.swing.BorderFactory;
import javax.swing.ButtonGroup;
import javax.swing.JCheckBoxMenuItem;
import javax.swing.JComponent;
import javax.swing.JFrame;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JMenuItem;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JRadioButtonMenuItem;
import javax.swing.JScrollPane;
import javax.swing.KeyStroke;
import javax.swing.ScrollPaneConstants;
import net.miginfocom.swing.MigLayout;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sim.Simulation;

/** The main window: canvas on the left, lesson text, controls and readouts on the right. */
public final class MainFrame extends JFrame {

    private static final long serialVersionUID = 1L;

    /** The window title. */
    public static final String TITLE = "Sprite Playground";

    private final transient Lesson lesson;
    private final transient Simulation simulation;
    private final transient Settings settings;
    private final transient AppActions actions;
    private final CanvasPanel canvas;
    private final ControlPanel controls;
    private final ReadoutPanel readouts = new ReadoutPanel();
    private final transient Ticker ticker;

    /**
     * Builds the window around a lesson; call on the event thread with the theme already
     * installed.
     *
     * @param lesson the scene to run
     * @param images sprite images by name, for drawing
     * @param settings where the theme is remembered
     */
    public MainFrame(Lesson lesson, Map<String, BufferedImage> images, Settings settings) {
        super(TITLE);
        this.lesson = lesson;
        this.simulation = new Simulation(lesson);
        this.settings = settings;
        this.actions = new AppActions(this, Overlays.DEFAULT, settings.theme());
        this.canvas = new CanvasPanel(simulation, actions::overlays, images);
        this.controls = new ControlPanel(actions, this::speedChanged);
        this.ticker = new Ticker(canvas, simulation, this::refreshReadouts);

        setDefaultCloseOperation(DISPOSE_ON_CLOSE);
        if (images.containsKey("jet")) {
            setIconImage(images.get("jet"));
        }
        setJMenuBar(menus());
        JPanel side = new JPanel(new MigLayout(
                "wrap 1, fillx, insets 12 14 12 14", // layout
                "[grow, fill, 300:320:420]",         // columns
                "[]14[]6[]"));                      // rows: lesson, controls, readouts
        side.add(new LessonPanel(lesson));
        side.add(controls);
        side.add(readouts);
        JScrollPane sideScroll = new JScrollPane(side, ScrollPaneConstants.VERTICAL_SCROLLBAR_AS_NEEDED, ScrollPaneConstants.HORIZONTAL_SCROLLBAR_NEVER);
        sideScroll.setBorder(BorderFactory.createEmptyBorder());
        add(canvas, BorderLayout.CENTER);
        add(sideScroll, BorderLayout.EAST);

        // Menus bind each action's key; a second key (→ for Step) is bound here.
        JComponent root = getRootPane();
        root.getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW).put((KeyStroke) actions.step().getValue(AppActions.ALSO_KEY), "step");
        root.getActionMap().put("step", actions.step());
        refreshReadouts();
    }

    /** Returns the simulation this window drives. */
    public Simulation simulation() {
        return simulation;
    }

    /** Returns whether the window's one timer is running. */
    public boolean isTicking() {
        return ticker.isRunning();
    }

    private JMenuBar menus() {
        JMenuBar bar = new JMenuBar();
        JMenu file = menu("File", KeyEvent.VK_F);
        file.add(new JMenuItem(actions.quit()));

        JMenu view = menu("View", KeyEvent.VK_V);
        for (Action overlay : new Action[] {actions.sprites(), actions.circles(), actions.boxes(), actions.centers()}) {
            view.add(new JCheckBoxMenuItem(overlay));
        }
        view.addSeparator();
        ButtonGroup themes = new ButtonGroup();
        for (Action theme : new Action[] {actions.light(), actions.dark()}) {
            JRadioButtonMenuItem item = new JRadioButtonMenuItem(theme);
            themes.add(item);
            view.add(item);
        }

        JMenu sim = menu("Simulation", KeyEvent.VK_S);
        sim.add(new JCheckBoxMenuItem(actions.pause()));
        sim.add(new JMenuItem(actions.step()));
        sim.add(new JMenuItem(actions.reset()));
        sim.addSeparator();
        sim.add(new JMenuItem(actions.slower()));
        sim.add(new JMenuItem(actions.faster()));

        JMenu help = menu("Help", KeyEvent.VK_H);
        help.add(new JMenuItem(actions.keys()));
        help.add(new JMenuItem(actions.about()));

        bar.add(file);
        bar.add(view);
        bar.add(sim);
        bar.add(help);
        return bar;
    }

    private static JMenu menu(String name, int mnemonic) {
        JMenu menu = new JMenu(name);
        menu.setMnemonic(mnemonic);
        return menu;
    }

    void pauseChanged(boolean paused) {
        simulation.setPaused(paused);
        canvas.repaint();
    }

    void stepOnce() {
        simulation.step();
        refreshReadouts();
        canvas.repaint();
    }

    void resetScene() {
        simulation.reset();
        refreshReadouts();
        canvas.repaint();
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

    void themeChanged(Theme theme) {
        theme.switchTo();
        settings.setTheme(theme);
        refreshReadouts();
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

    private void refreshReadouts() {
        readouts.show(lesson.readouts());
    }

    private static String version() {
        String v = MainFrame.class.getPackage().getImplementationVersion();
        return v != null ? v : "(development build)";
    }
}
