package org.spriteplayground.sprite;

import java.util.List;
import java.util.Map;

/**
 * The sprites a lesson may use, by short name.
 *
 * @param byName the sprites; not empty
 */
public record SpriteSet(Map<String, Sprite> byName) {

    public SpriteSet {
        byName = Map.copyOf(byName);
    }

    /**
     * Returns the sprite named {@code name}.
     *
     * @throws SpriteLoadException naming it if there is none
     */
    public Sprite get(String name) {
        Sprite sprite = byName.get(name);
        if (sprite == null) {
            throw new SpriteLoadException("no sprite named '" + name + "' (have: " + String.join(", ", List.copyOf(byName.keySet())) + ")");
        }
        return sprite;
    }
}
