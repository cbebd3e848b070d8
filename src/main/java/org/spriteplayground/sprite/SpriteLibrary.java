package org.spriteplayground.sprite;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import org.spriteplayground.i18n.Texts;

/**
 * The sprites a session can use, by name, each analysed once when it joins: the bundled ones
 * first, then any the user opens. A user sprite whose name is taken gets a number: "jet (2)".
 * Listeners hear each new sprite's name, on the thread that added it.
 */
public final class SpriteLibrary {

    private final Map<String, SpriteAnalysis> byName = new LinkedHashMap<>();
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
     * Analyses and adds a sprite; returns the name it is filed under.
     *
     * @throws SpriteLoadException if it has no opaque pixel
     */
    public String add(Sprite sprite) {
        return add(SpriteAnalysis.of(sprite));
    }

    /** Adds a sprite analysed already (say, off the event thread); returns the name it is filed under. */
    public String add(SpriteAnalysis analysis) {
        String base = analysis.sprite().name();
        String name = base;
        for (int n = 2; byName.containsKey(name); n++) {
            name = base + " (" + n + ")";
        }
        byName.put(name, analysis.renamed(name));
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
        SpriteAnalysis analysis = byName.get(name);
        if (analysis == null) {
            throw new SpriteLoadException(Texts.format("sprite.noSuch", name, String.join(", ", names())));
        }
        return analysis;
    }

    /** Returns the names, bundled first, in the order they joined. */
    public List<String> names() {
        return new ArrayList<>(byName.keySet());
    }
}
