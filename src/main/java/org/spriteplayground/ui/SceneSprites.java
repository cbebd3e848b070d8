package org.spriteplayground.ui;

import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.render.Images;
import org.spriteplayground.scene.Scene;
import org.spriteplayground.scene.SceneException;
import org.spriteplayground.scene.SceneFiles;
import org.spriteplayground.sprite.LoadedSprite;
import org.spriteplayground.sprite.SpriteAnalysis;
import org.spriteplayground.sprite.SpriteLoadException;
import org.spriteplayground.sprite.SpriteLoader;

/**
 * A scene with its embedded sprites decoded and analysed (slow: off the event thread), ready to
 * be shown by a playground (quick). Used by the window, {@code --scene} and {@code worksheet}.
 *
 * @param scene the scene
 * @param sprites the analyses of its embedded sprites
 * @param images their images, straight ARGB, in the same order
 */
public record SceneSprites(Scene scene, List<SpriteAnalysis> sprites, List<BufferedImage> images) {

    /** Decodes and analyses {@code scene}'s embedded sprites; a bad one is named in one line. */
    public static SceneSprites decode(Scene scene) throws SceneException {
        List<SpriteAnalysis> sprites = new ArrayList<>();
        List<BufferedImage> images = new ArrayList<>();
        for (Map.Entry<String, byte[]> e : scene.sprites().entrySet()) {
            try {
                LoadedSprite loaded = SpriteLoader.fromBytes(e.getKey(), e.getValue());
                sprites.add(SpriteAnalysis.of(loaded.sprite()));
                images.add(loaded.image());
            } catch (SpriteLoadException bad) {
                throw new SceneException(Texts.format("sprites.inScene", bad.getMessage()));
            }
        }
        return new SceneSprites(scene, sprites, images);
    }

    /** Reads the scene file and decodes its sprites. */
    public static SceneSprites read(Path file) throws SceneException {
        Scene scene = SceneFiles.read(file);
        try {
            return decode(scene);
        } catch (SceneException e) {
            throw SceneFiles.inFile(file, e);
        }
    }

    /**
     * Shows the scene in {@code model}, its sprites' images joining {@code images} (premultiplied
     * when {@code premultiply}, as the canvas draws them); throws, changing nothing in the model, if
     * any part is wrong.
     */
    public void showIn(Playground model, Map<String, BufferedImage> images, boolean premultiply) throws SceneException {
        // The renderer needs an image before the first paint; one unused if the scene is refused is harmless.
        for (int i = 0; i < sprites.size(); i++) {
            BufferedImage image = premultiply ? Images.premultiplied(this.images.get(i)) : this.images.get(i);
            images.putIfAbsent(sprites.get(i).sprite().name(), image);
        }
        model.load(scene, sprites);
    }
}
