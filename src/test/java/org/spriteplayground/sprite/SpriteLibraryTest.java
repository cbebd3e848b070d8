package org.spriteplayground.sprite;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

class SpriteLibraryTest {

    @Test
    void listenersHearEveryNewSpriteByItsFiledNameUntilRemoved() {
        SpriteLibrary library = SpriteLibrary.of(List.of(SpriteLoader.bundled("jet").sprite()));
        List<String> heard = new ArrayList<>();
        Consumer<String> listener = heard::add;
        library.addListener(listener);
        library.add(SpriteLoader.bundled("saucer").sprite());
        library.add(SpriteLoader.bundled("jet").sprite());
        library.removeListener(listener);
        library.add(SpriteLoader.bundled("bomber").sprite());
        assertThat(heard).containsExactly("saucer", "jet (2)");
        assertThat(library.names()).containsExactly("jet", "saucer", "jet (2)", "bomber");
    }
}
