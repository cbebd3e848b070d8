package org.spriteplayground.ui.chart;

import javax.swing.BorderFactory;
import javax.swing.JComponent;
import javax.swing.JSplitPane;
import javax.swing.KeyStroke;
import org.spriteplayground.playground.Change;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.ui.side.SidePanel;

/**
 * The canvas (with its timeline) above the tightness chart. The chart shows when it is switched on
 * and the lesson is about a sprite, and follows that sprite's angle as the lesson steps. The canvas
 * keeps at least {@value #LEAST_SHARE} of the window's height under its menu bar, whatever else
 * the window shows, and the world in it a third beyond the canvas's strips where the window's other
 * parts and the chart at its usual share leave room ({@link #WORLD_SHARE}; a divider the teacher
 * drags goes down to the canvas's least height), and asks its window's layout for it as its least size; where the window cannot
 * hold that and a readable chart at the type size in force, the chart stays folded and the status
 * line says so.
 */
public final class CanvasAndChart extends JSplitPane {

    private final transient Playground model;
    private final TightnessChartPanel chart;
    /** The canvas's share of the height where the teacher last left the divider; NaN until they drag it. */
    private double dragged = Double.NaN;

    public CanvasAndChart(java.awt.Component canvas, TightnessChartPanel chart, Playground model) {
        super(JSplitPane.VERTICAL_SPLIT, canvas, chart);
        this.model = model;
        this.chart = chart;
        setResizeWeight(CANVAS_SHARE);
        setBorder(BorderFactory.createEmptyBorder());
        // The split pane would take the arrow keys from the canvas to move its divider: → is Step here.
        for (String key : new String[] {"UP", "DOWN", "LEFT", "RIGHT", "KP_UP", "KP_DOWN", "KP_LEFT", "KP_RIGHT", "HOME", "END", "F6", "F8"}) {
            getInputMap(JComponent.WHEN_ANCESTOR_OF_FOCUSED_COMPONENT).put(KeyStroke.getKeyStroke(key), "none");
        }
        chart.setMinimumSize(new java.awt.Dimension(0, 0)); // the divider goes down as far as the teacher drags it
        model.addListener(this::changed);
        addComponentListener(new java.awt.event.ComponentAdapter() {
            @Override
            public void componentResized(java.awt.event.ComponentEvent e) {
                share();
            }
        });
        showChart();
    }

    /**
     * Gives the canvas the share of the height the teacher dragged the divider to, else its
     * {@linkplain #CANVAS_SHARE usual share}, and the chart the rest, whatever the window's size
     * and type; where the usual shares would be too small to read (large type in a small window)
     * the chart folds below the divider, which stays in reach to drag it up again.
     * The share stays the same at every type size, so larger type never leaves the canvas less
     * room than the usual size does: the chart gives way first.
     */
    private void share() {
        if (chart.isVisible() && !Double.isNaN(dragged) && getHeight() > 0) {
            setDividerLocation((int) Math.round((getHeight() - getDividerSize()) * dragged));
        } else if (!chart.isVisible() || folded()) {
            setDividerLocation(getHeight());
        } else if (getHeight() > 0) {
            setDividerLocation((int) Math.round((getHeight() - getDividerSize()) * CANVAS_SHARE));
        }
    }

    /**
     * Keeps the share of the height the teacher gives the canvas by dragging the divider, from
     * the divider's new look too: a new look (another presentation size) lays the split out afresh,
     * and the divider goes back to that share rather than to the usual one or down.
     */
    @Override
    public void updateUI() {
        super.updateUI();
        if (getUI() instanceof javax.swing.plaf.basic.BasicSplitPaneUI ui) {
            ui.getDivider().addMouseListener(new java.awt.event.MouseAdapter() {
                @Override
                public void mouseReleased(java.awt.event.MouseEvent e) {
                    dragged();
                }
            });
        }
        if (chart != null) { // null while the split pane's constructor installs the first look
            javax.swing.SwingUtilities.invokeLater(this::share);
        }
    }

    /**
     * Moves the divider to {@code location}, or as near as leaves both sides usable: the canvas
     * keeps its {@linkplain #least least height}, and a chart that would be left below its
     * {@linkplain #CHART_MIN least height} or unreadable folds away below the divider instead.
     */
    @Override
    public void setDividerLocation(int location) {
        super.setDividerLocation(usable(location));
    }

    /** Returns the divider's location nearest {@code location} that leaves the canvas and the chart usable. */
    private int usable(int location) {
        int room = getHeight() - getDividerSize();
        if (chart == null || !chart.isVisible() || room <= 0 || location >= room) {
            return location;
        }
        int canvas = Math.max(location, Math.min(room, least()));
        return fits(room - canvas, 0) ? canvas : getHeight();
    }

    /** Returns whether a chart {@code height} pixels high shows readably over {@code caption} pixels of its line under it. */
    private boolean fits(int height, int caption) {
        return height >= SidePanel.scaled(CHART_MIN) && chart.readable(getWidth(), height - caption);
    }

    /**
     * Remembers where the teacher left the divider, as the canvas's share of the height; and where
     * no place of it could show the chart, says so in the status line, with what would.
     */
    private void dragged() {
        int room = getHeight() - getDividerSize();
        if (room > 0) {
            dragged = Math.min(1, getDividerLocation() / (double) room);
        }
        sayIfNoRoom();
    }

    /**
     * Says in the status line that the chart has no room, where it is on show but no place of the
     * divider leaves both the canvas its least height and the chart readable (UI scale 2 at ×1.5
     * or ×2 in 1600×1000): a drag up or Ctrl+T would otherwise seem to do nothing.
     */
    private void sayIfNoRoom() {
        if (chart.isVisible() && getHeight() > 0 && !roomForChart()) {
            model.say(org.spriteplayground.i18n.Texts.text("chart.tightness.noRoom"));
        }
    }

    /** Returns whether the divider, as high as it goes, leaves a chart that {@link #usable} keeps. */
    private boolean roomForChart() {
        int room = getHeight() - getDividerSize();
        return fits(room - Math.min(room, least()), 0);
    }

    /** The least height, at UI scale 1, in which the chart's texts stand apart. */
    public static final int CHART_MIN = 150;

    /** The least share of the window's height under its menu bar that the canvas keeps with its timeline. */
    public static final double LEAST_SHARE = 0.45;

    /**
     * The least share of the window's height under its menu bar that the world keeps inside the
     * canvas, between its status strip and its legend band: large type (UI scale 2 in 1600 × 1000)
     * made the strips so high that Predict's Explain left the world 159 of 920 px.
     */
    public static final double WORLD_SHARE = 1 / 3.0;

    /**
     * Returns the least height of the canvas's side wherever the teacher drags the divider:
     * {@value #LEAST_SHARE} of the window's content (what lies under its menu bar), or what the
     * side's own layout needs (the canvas's strips and the timeline), if more.
     */
    private int least() {
        int own = getTopComponent() == null ? 0 : getTopComponent().getMinimumSize().height; // null while JSplitPane's constructor runs
        return Math.max((int) Math.ceil(LEAST_SHARE * content().getHeight()), own);
    }

    /**
     * Returns the least height of the canvas's side against the window's other parts and the chart
     * at its usual share: its {@linkplain #least least height}, with {@link #WORLD_SHARE} of the
     * content for the world beyond the side's own layout, as far as the least heights of the parts
     * beside it in its column (the playback bar, the Predict strip's answers) leave room.
     */
    private int leastForTheWorld() {
        int content = content().getHeight();
        int own = getTopComponent() == null ? 0 : getTopComponent().getMinimumSize().height;
        int beside = 0;
        for (java.awt.Component part : getParent() == null ? new java.awt.Component[0] : getParent().getComponents()) {
            beside += part != this && part.isVisible() ? part.getMinimumSize().height : 0;
        }
        return Math.max(least(), (int) Math.ceil(Math.min(own + WORLD_SHARE * content, content - beside)));
    }

    /** Returns the window's content, what lies under its menu bar; this split itself until it is in a window. */
    private java.awt.Container content() {
        java.awt.Container content = this;
        while (content.getParent() != null && !(content.getParent() instanceof javax.swing.JLayeredPane)) {
            content = content.getParent();
        }
        return content;
    }

    /**
     * Returns the least size of the split, the chart folded: the canvas's side at its least height,
     * the world's share in it, and the divider as its look draws it. The window's layout gives the
     * split at least this, and the bands around it (the Predict strip's text) give way.
     */
    @Override
    public java.awt.Dimension getMinimumSize() {
        int own = getTopComponent() == null ? 0 : getTopComponent().getMinimumSize().height;
        return new java.awt.Dimension(0, super.getMinimumSize().height - own + leastForTheWorld());
    }

    /** The canvas's share of the height while the chart shows. */
    static final double CANVAS_SHARE = 0.62;

    /**
     * Returns whether the chart folds away: at this size and type its share or the canvas's would be
     * below its least height (the world's share in it included), or its share, less the wrapped line under it, would draw the plot
     * without its legend or too short for two labelled ticks (UI scale 2 at 1600×1000).
     */
    public boolean folded() {
        int room = getHeight() - getDividerSize();
        return getHeight() > 0 && (room * CANVAS_SHARE < leastForTheWorld()
                || !fits((int) (room * (1 - CANVAS_SHARE)), chart.captionHeight(getWidth())));
    }

    private void changed(Change change) {
        switch (change) {
            case LESSON -> showChart();
            case CHART -> {
                showChart();
                sayIfNoRoom();
            }
            case STEPS, SCENE -> {
                if (chart.isShowing()) {
                    model.lesson().focus().ifPresent(chart::show);
                }
            }
            default -> { }
        }
    }

    /** Returns whether the chart is on show: switched on, and the lesson is about a sprite. */
    boolean chartShown() {
        return model.chartVisible() && model.lesson().focus().isPresent();
    }

    private void showChart() {
        boolean visible = chartShown();
        chart.setVisible(visible);
        // No chart, no divider: a handle that moves nothing would only puzzle.
        setDividerSize(visible ? javax.swing.UIManager.getInt("SplitPane.dividerSize") : 0);
        model.lesson().focus().ifPresent(chart::show);
        share();
    }
}
