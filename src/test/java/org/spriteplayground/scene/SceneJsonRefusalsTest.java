package org.spriteplayground.scene;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** What a hand-edited scene can get wrong that Gson's tree would hide: a name said twice, nesting no scene has. */
class SceneJsonRefusalsTest {

    @Test
    void aNameSaidTwiceInOneObjectIsRefusedWithItsLine() {
        assertThatThrownBy(() -> SceneJson.read("{\n\"schemaVersion\": 2,\n\"schemaVersion\": 1}"))
                .isInstanceOf(SceneException.class).hasMessage("The scene names \"schemaVersion\" twice in one place (line 3); a scene names each thing once, so which one is meant is unclear.");
    }

    @Test
    void theSameNameInTwoObjectsIsFine() throws SceneException {
        Scene sample = SceneJsonTest.sample();
        org.assertj.core.api.Assertions.assertThat(sample.bodies()).as("bodies each with a name, x and y").hasSizeGreaterThan(1);
        org.assertj.core.api.Assertions.assertThat(SceneJson.read(SceneJson.write(sample)).bodies()).isEqualTo(sample.bodies());
    }

    @Test
    void deepNestingIsSaidAsSuchNotAsHandEditing() {
        assertThatThrownBy(() -> SceneJson.read("{\"schemaVersion\": 1, \"lesson\": " + "[".repeat(300)))
                .isInstanceOf(SceneException.class).hasMessageContaining("nests lists or objects far deeper than a scene ever does");
    }
}
