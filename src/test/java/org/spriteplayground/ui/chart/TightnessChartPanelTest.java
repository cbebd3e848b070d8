package org.spriteplayground.ui.chart;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Component;
import java.awt.Container;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;
import javax.swing.InputMap;
import javax.swing.JComponent;
import javax.swing.KeyStroke;
import javax.swing.UIManager;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spriteplayground.lesson.SpriteFocus;
import org.spriteplayground.render.Palette;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sprite.SpriteAnalysis;
import org.spriteplayground.sprite.SpriteLoader;
import org.spriteplayground.ui.Theme;

/** The tightness chart, painted off screen: shortcuts, dashed curves and theme colours. */
class TightnessChartPanelTest {

    @TempDir
    Path folder;

    private final SpriteFocus jet = new SpriteFocus(SpriteAnalysis.of(SpriteLoader.bundled("jet").sprite()), 30);

    @AfterEach
    void plainLook() throws Exception {
        UIManager.setLookAndFeel(UIManager.getCrossPlatformLookAndFeelClassName());
    }

    @Test
    void theChartBindsNoKeySoTheAppsShortcutsWin() {
        TightnessChartPanel panel = new TightnessChartPanel();
        panel.show(jet);
        List<String> bound = new ArrayList<>();
        collectBindings(panel, bound);
        assertThat(bound).isEmpty();
    }

    @Test
    void curvesAreDashedInThePlotAsInTheLegend() throws Exception {
        TightnessChartPanel panel = new TightnessChartPanel();
        panel.show(jet);
        BufferedImage image = save(panel);
        // The AABB's curve is dashed: across the middle of the plot, many columns hold none of its ink.
        Color aabb = Palette.color(Ink.AABB);
        int from = image.getWidth() / 5;
        int to = image.getWidth() * 3 / 5;
        int inked = 0;
        for (int x = from; x < to; x++) {
            for (int y = 0; y < image.getHeight(); y++) {
                if (near(image.getRGB(x, y), aabb)) {
                    inked++;
                    break;
                }
            }
        }
        assertThat(inked).as("columns with AABB ink").isGreaterThan((to - from) / 3).isLessThan((to - from) * 85 / 100);
    }

    @Test
    void theDarkThemeDarkensThePlotAndASwitchBackLightensIt() throws Exception {
        Theme.DARK.install();
        TightnessChartPanel panel = new TightnessChartPanel();
        panel.show(jet);
        BufferedImage dark = save(panel);
        assertThat(luma(dark.getRGB(2, 2))).as("chart background").isLessThan(90);
        assertThat(luma(plotPixel(dark))).as("plot background").isLessThan(90);
        Theme.LIGHT.install();
        panel.themeChanged();
        BufferedImage light = save(panel);
        assertThat(luma(light.getRGB(2, 2))).as("chart background").isGreaterThan(180);
        assertThat(luma(plotPixel(light))).as("plot background").isGreaterThan(180);
    }

    private BufferedImage save(TightnessChartPanel panel) throws Exception {
        Path file = folder.resolve("chart" + System.nanoTime() + ".png");
        panel.savePng(file);
        return ImageIO.read(file.toFile());
    }

    /** The most common colour of a band across the plot's lower middle: its background. */
    private static int plotPixel(BufferedImage image) {
        java.util.Map<Integer, Integer> counts = new java.util.HashMap<>();
        int y = image.getHeight() * 2 / 3;
        for (int x = image.getWidth() / 4; x < image.getWidth() / 2; x++) {
            counts.merge(image.getRGB(x, y), 1, Integer::sum);
        }
        return counts.entrySet().stream().max(java.util.Map.Entry.comparingByValue()).orElseThrow().getKey();
    }

    private static int luma(int rgb) {
        Color c = new Color(rgb);
        return (c.getRed() * 3 + c.getGreen() * 6 + c.getBlue()) / 10;
    }

    private static boolean near(int rgb, Color c) {
        Color p = new Color(rgb);
        return Math.abs(p.getRed() - c.getRed()) + Math.abs(p.getGreen() - c.getGreen()) + Math.abs(p.getBlue() - c.getBlue()) < 30;
    }

    private static void collectBindings(Component c, List<String> bound) {
        if (c instanceof JComponent j) {
            for (int condition : new int[] {JComponent.WHEN_FOCUSED, JComponent.WHEN_ANCESTOR_OF_FOCUSED_COMPONENT, JComponent.WHEN_IN_FOCUSED_WINDOW}) {
                InputMap map = j.getInputMap(condition);
                KeyStroke[] keys = map == null ? null : map.allKeys();
                if (keys != null) {
                    for (KeyStroke key : keys) {
                        bound.add(c.getClass().getSimpleName() + " " + key);
                    }
                }
            }
        }
        if (c instanceof Container parent) {
            for (Component child : parent.getComponents()) {
                collectBindings(child, bound);
            }
        }
    }
}
