package org.spriteplayground.sprite;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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

    @Test
    void aSpriteIsAnalysedUnderTheNameItIsFiledByOnceForTheLibraryAndItsCopies() {
        SpriteLibrary library = SpriteLibrary.of(List.of(SpriteLoader.bundled("jet").sprite(), SpriteLoader.bundled("jet").sprite()));
        SpriteLibrary copy = library.copy();
        SpriteAnalysis second = copy.get("jet (2)");
        assertThat(second.sprite().name()).isEqualTo("jet (2)");
        assertThat(second.hull()).isEqualTo(SpriteAnalysis.of(SpriteLoader.bundled("jet").sprite()).hull());
        assertThat(library.get("jet (2)")).isSameAs(second);
        assertThat(library.get("jet")).isSameAs(library.get("jet")).isNotSameAs(second);
    }

    @Test
    void aSpriteWithoutAnOpaquePixelIsRefusedWhenAdded() {
        Sprite clear = new Sprite("clear", AlphaMask.fromArgb(2, 2, new int[4]));
        SpriteLibrary library = new SpriteLibrary();
        assertThatThrownBy(() -> library.add(clear)).isInstanceOf(SpriteLoadException.class).hasMessageContaining("clear");
        assertThat(library.names()).isEmpty();
    }
}
