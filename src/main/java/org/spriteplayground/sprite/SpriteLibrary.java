package org.spriteplayground.sprite;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import org.spriteplayground.i18n.Texts;

/**
 * The sprites a session can use, by name: the bundled ones first, then any the user opens. A user
 * sprite whose name is taken gets a number: "jet (2)". A sprite added as pixels is analysed once,
 * when it is first asked for, so that a start analyses only the sprites its first lesson shows.
 * Listeners hear each new sprite's name, on the thread that added it.
 */
public final class SpriteLibrary {

    private final Map<String, Analysed> byName = new LinkedHashMap<>();
    private final List<Consumer<String>> listeners = new CopyOnWriteArrayList<>();

    /** Returns a library of the given sprites, in order. */
    public static SpriteLibrary of(List<Sprite> sprites) {
        SpriteLibrary library = new SpriteLibrary();
        sprites.forEach(library::add);
        return library;
    }

    /** Returns a library of every bundled sprite. */
    public static SpriteLibrary bundled() {
        return of(SpriteLoader.BUNDLED.stream().map(n -> SpriteLoader.bundled(n).sprite()).toList());
    }

    /**
     * Adds a sprite, to be analysed when it is first asked for; returns the name it is filed under.
     *
     * @throws SpriteLoadException if it has no opaque pixel
     */
    public String add(Sprite sprite) {
        if (sprite.opaquePixels() == 0) {
            throw new SpriteLoadException(Texts.format("sprite.noOpaque", sprite.name(), String.valueOf(AlphaMask.ALPHA_THRESHOLD)));
        }
        String name = free(sprite.name());
        return added(name, new Analysed(new Sprite(name, sprite.mask())));
    }

    /** Adds a sprite analysed already (say, off the event thread); returns the name it is filed under. */
    public String add(SpriteAnalysis analysis) {
        String name = free(analysis.sprite().name());
        return added(name, new Analysed(analysis.renamed(name)));
    }

    /** Returns {@code base}, or with the first number that makes it a name not taken yet. */
    private String free(String base) {
        String name = base;
        for (int n = 2; byName.containsKey(name); n++) {
            name = base + " (" + n + ")";
        }
        return name;
    }

    private String added(String name, Analysed sprite) {
        byName.put(name, sprite);
        for (Consumer<String> listener : listeners) {
            listener.accept(name);
        }
        return name;
    }

    /** Returns a library with the same sprites and names, without the listeners: to try additions on. */
    public SpriteLibrary copy() {
        SpriteLibrary copy = new SpriteLibrary();
        copy.byName.putAll(byName);
        return copy;
    }

    /** Returns whether a sprite is filed under {@code name}. */
    public boolean has(String name) {
        return byName.containsKey(name);
    }

    /** Calls {@code added} with the name of every sprite added from now on, on the adding thread. */
    public void addListener(Consumer<String> added) {
        listeners.add(added);
    }

    /** Stops calling a listener given to {@link #addListener}. */
    public void removeListener(Consumer<String> added) {
        listeners.remove(added);
    }

    /**
     * Returns the analysis of the sprite named {@code name}.
     *
     * @throws SpriteLoadException naming it if there is none
     */
    public SpriteAnalysis get(String name) {
        Analysed sprite = byName.get(name);
        if (sprite == null) {
            throw new SpriteLoadException(Texts.format("sprite.noSuch", name, String.join(", ", names())));
        }
        return sprite.analysis();
    }

    /**
     * Returns how sprite {@code name} is shown in the language in force: a bundled sprite by its
     * translated name ({@code sprite.name.ID}), a person's own sprite by its file name as it is.
     * The name itself stays the sprite's key in scene files, the same in every language.
     */
    public static String shownName(String name) {
        return SpriteLoader.BUNDLED.contains(name) ? Texts.text("sprite.name." + name) : name;
    }

    /**
     * Returns more than one of sprite {@code name} as the language in force says it ("two jets",
     * "zwei Jets", "deux avions"): a bundled sprite's plural from {@code sprite.plural.ID}, a
     * person's own sprite by its file name with an "s" (as it is where it ends in one).
     */
    public static String shownPlural(String name) {
        return SpriteLoader.BUNDLED.contains(name) ? Texts.text("sprite.plural." + name) : name.endsWith("s") ? name : name + "s";
    }

    /** Returns the names, bundled first, in the order they joined. */
    public List<String> names() {
        return new ArrayList<>(byName.keySet());
    }

    /** A sprite and its analysis, made on the first call from any thread and kept: copies of the library share it. */
    private static final class Analysed {

        private final Sprite sprite;
        private SpriteAnalysis analysis;

        Analysed(Sprite sprite) {
            this.sprite = sprite;
        }

        Analysed(SpriteAnalysis analysis) {
            this.sprite = analysis.sprite();
            this.analysis = analysis;
        }

        synchronized SpriteAnalysis analysis() {
            if (analysis == null) {
                analysis = SpriteAnalysis.of(sprite);
            }
            return analysis;
        }
    }
}
